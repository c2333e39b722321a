import { describe, expect, it } from 'vitest';
import { createImageUrls, type ImageSource } from '../../src/content/image-url.ts';
import { absoluteUrl } from '../../src/lib/absolute-url.ts';
import { collectImagePaths } from '../images.ts';
import { parseLocalImagePath } from '../local-image-path.ts';
import { socialImage, wholeImage } from './social-image.ts';

const SITE = 'https://www.example.co.uk';
const LOCAL = { siteUrl: SITE, images: createImageUrls({ mode: 'local' }) };

function image(width: number, height: number, alt = 'A tractor in a vineyard'): ImageSource {
  return {
    alt,
    asset: {
      _id: `image-abc123-${width}x${height}-jpg`,
      url: `https://cdn.sanity.io/images/proj1/production/abc123-${width}x${height}.jpg`,
      path: `images/proj1/production/abc123-${width}x${height}.jpg`,
      width,
      height,
      extension: 'jpg',
    },
    hotspot: { x: 0.5, y: 0.5, width: 1, height: 1 },
    crop: null,
  };
}

describe('socialImage', () => {
  it('cuts a wide hero to 1200 × 630 as an absolute local path the image build can make', () => {
    const shared = socialImage(LOCAL, image(1900, 860), 'Fallback');
    expect(shared).toMatchObject({ width: 1200, height: 630, alt: 'A tractor in a vineyard' });
    const url = new URL(shared?.url ?? '');
    expect(url.origin).toBe(SITE);
    // The path is one the image build accepts, at exactly the declared size.
    expect(parseLocalImagePath(url.pathname)).toMatchObject({ width: 1200, height: 630 });
    // And the prerender's image collection finds it in the head, absolute as it is.
    expect(collectImagePaths(`<meta property="og:image" content="${shared?.url}">`)).toEqual([url.pathname]);
  });

  it('never upscales: a smaller photo keeps the card shape at its own width', () => {
    expect(socialImage(LOCAL, image(800, 600), '')).toMatchObject({ width: 800, height: 420 });
    // A tall picture is limited by its height.
    expect(socialImage(LOCAL, image(900, 1600), '')).toMatchObject({ width: 900, height: 473 });
  });

  it('gives up on a picture too small for a large card (the site default stands in)', () => {
    expect(socialImage(LOCAL, image(128, 128), '')).toBeNull();
    expect(socialImage(LOCAL, image(1200, 300), '')).toBeNull();
  });

  it('uses the fallback text when the image has no alt', () => {
    expect(socialImage(LOCAL, image(1900, 860, '  '), 'About us')?.alt).toBe('About us');
  });

  it('points at the image CDN with a live project', () => {
    const images = createImageUrls({ mode: 'sanity', projectId: 'proj1', dataset: 'production' });
    const shared = socialImage({ siteUrl: SITE, images }, image(1900, 860), '');
    expect(shared?.url).toMatch(
      /^https:\/\/cdn\.sanity\.io\/images\/proj1\/production\/abc123-1900x860\.jpg\?rect=\d+,\d+,\d+,\d+&w=1200&h=630/,
    );
  });
});

describe('wholeImage', () => {
  it('keeps a logo whole, at most the width asked for', () => {
    expect(wholeImage(LOCAL, image(600, 200, ''), 'Logo', 600)).toMatchObject({
      width: 600,
      height: 200,
      alt: 'Logo',
    });
    const small = wholeImage(LOCAL, image(2400, 800), '', 600);
    expect(small).toMatchObject({ width: 600, height: 200 });
    expect(parseLocalImagePath(new URL(small.url).pathname)).toMatchObject({ width: 600 });
  });
});

describe('absoluteUrl', () => {
  it('resolves site paths against SITE_URL and leaves absolute URLs alone', () => {
    expect(absoluteUrl('/latest-news/feed.xml', SITE)).toBe(`${SITE}/latest-news/feed.xml`);
    expect(absoluteUrl('https://cdn.sanity.io/x.jpg', SITE)).toBe('https://cdn.sanity.io/x.jpg');
  });
});
