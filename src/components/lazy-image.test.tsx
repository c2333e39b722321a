import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, test } from 'vitest';
import { createImageUrls, type ImageConfig, type ImageSource } from '../content/image-url.ts';
import { withImages } from './image-urls.test-helper.tsx';
import { AfterLargestPicture, defaultWidths, LazyImage, lazyImagePaths } from './lazy-image.tsx';

const photo: ImageSource = {
  alt: 'Antonio Carraro tractor between vine rows',
  asset: {
    _id: 'image-abc123-1900x860-jpg',
    url: 'https://cdn.sanity.io/images/proj1/production/abc123-1900x860.jpg',
    path: 'images/proj1/production/abc123-1900x860.jpg',
    width: 1900,
    height: 860,
    extension: 'jpg',
  },
  hotspot: null,
  crop: null,
};
const logo: ImageSource = {
  ...photo,
  alt: 'Orvin',
  asset: { ...photo.asset, _id: 'image-def456-600x200-png', extension: 'png' },
};

/** The attributes of each <img> in the markup, names in lower case (a bare attribute is ""). */
function images(html: string): Record<string, string>[] {
  return [...html.matchAll(/<img\s([^>]*?)\/?>/g)].map((tag) =>
    Object.fromEntries(
      [...(tag[1] ?? '').matchAll(/([\w-]+)(?:="([^"]*)")?/g)].map((a) => [a[1]?.toLowerCase(), a[2] ?? '']),
    ),
  );
}

function main(html: string): Record<string, string> {
  const all = images(html);
  const found = all.find((img) => img['aria-hidden'] !== 'true');
  if (!found) throw new Error(`no main <img> in ${html}`);
  return found;
}

function srcsetWidths(srcset: string | undefined): string[] {
  return (srcset ?? '').split(', ').map((entry) => entry.split(' ')[1] ?? '');
}

const LOCAL: ImageConfig = { mode: 'local' };
let config: ImageConfig = LOCAL;
const render = (element: ReactNode) => renderToString(withImages(element, config));
const localImages = createImageUrls(LOCAL);

afterEach(() => {
  config = LOCAL;
});

describe('server render', () => {
  test('a lazy image: size, srcset, sizes, quality 85, lazy and async', () => {
    const html = render(<LazyImage image={photo} width={400} height={300} />);
    const img = main(html);
    expect(img).toMatchObject({
      width: '400',
      height: '300',
      alt: 'Antonio Carraro tractor between vine rows',
      loading: 'lazy',
      decoding: 'async',
      sizes: '(max-width: 400px) calc(100vw - 2rem), 400px',
    });
    expect(img.src).toMatch(/^\/images\/abc123-1900x860-jpg\/w400-h300-q85-r\d+_0_1147_860\.webp$/);
    expect(srcsetWidths(img.srcset)).toEqual(['320w', '400w', '480w', '640w', '720w', '750w', '800w']);
    expect(img.srcset).toContain('/w800-h600-q85-');
    expect(img).not.toHaveProperty('fetchpriority');
  });

  test('a blurred placeholder of a third of the size sits behind a photo, lazy too', () => {
    const [placeholder] = images(render(<LazyImage image={photo} width={400} height={300} />));
    expect(placeholder).toMatchObject({
      alt: '',
      'aria-hidden': 'true',
      loading: 'lazy',
      width: '400',
      height: '300',
    });
    expect(placeholder?.src).toMatch(/\/w133-h100-q40-b10-/);
  });

  test('the priority image loads eagerly and first, with no placeholder', () => {
    const html = render(<LazyImage image={photo} width={1900} height={860} priority />);
    expect(images(html)).toHaveLength(1);
    const img = main(html);
    expect(img).toMatchObject({ loading: 'eager', fetchpriority: 'high', width: '1900', height: '860' });
    expect(img).not.toHaveProperty('decoding');
    // Never wider than the source.
    expect(srcsetWidths(img.srcset).at(-1)).toBe('1900w');
  });

  test('a low-priority picture painted on arrival loads eagerly, behind the largest one', () => {
    const html = render(<LazyImage image={photo} width={192} height={64} priority="low" />);
    expect(images(html)).toHaveLength(1);
    expect(main(html)).toMatchObject({ loading: 'eager', fetchpriority: 'low' });
    expect(html).toContain('type="image/avif"');
  });

  test('a small picture kept at low priority stays lazy, with its placeholder and WebP only', () => {
    const html = render(<LazyImage image={photo} width={64} height={64} fetchPriority="low" />);
    const [placeholder, img] = images(html);
    expect(img).toMatchObject({ loading: 'lazy', decoding: 'async', fetchpriority: 'low' });
    expect(placeholder).toMatchObject({ loading: 'lazy', fetchpriority: 'low' });
    expect(html).not.toContain('type="image/avif"');
  });

  test('below the largest picture every picture is kept low, but the largest one stays high', () => {
    const below = render(
      <AfterLargestPicture value>
        <LazyImage image={photo} width={400} height={300} />
      </AfterLargestPicture>,
    );
    expect(images(below).map(({ fetchpriority }) => fetchpriority)).toEqual(['low', 'low']);
    const hero = render(
      <AfterLargestPicture value>
        <LazyImage image={photo} width={1400} height={800} priority />
      </AfterLargestPicture>,
    );
    expect(main(hero)).toMatchObject({ loading: 'eager', fetchpriority: 'high' });
    expect(images(render(<LazyImage image={photo} width={400} height={300} />))[1]).not.toHaveProperty(
      'fetchpriority',
    );
  });

  test('in local mode the priority picture offers AVIF first, the same widths, with WebP as the fallback', () => {
    const html = render(<LazyImage image={photo} width={1900} height={860} sizes="100vw" priority />);
    const source = /<picture[^>]*><source type="image\/avif" srcset="([^"]*)" sizes="100vw"\/?><img /i.exec(
      html,
    );
    expect(source).not.toBeNull();
    const avif = (source?.[1] ?? '').split(', ');
    const webp = (main(html).srcset ?? '').split(', ');
    expect(avif).toEqual(webp.map((entry) => entry.replace('.webp ', '.avif ')));
    expect(html.match(/<source/g)).toHaveLength(1);
  });

  test('lazy pictures, and every picture from the image CDN, stay a plain <img>', () => {
    expect(render(<LazyImage image={photo} width={400} height={300} />)).not.toMatch(/<picture|<source/);
    config = { mode: 'sanity', projectId: 'proj1', dataset: 'production' };
    expect(render(<LazyImage image={photo} width={1900} height={860} priority />)).not.toMatch(
      /<picture|<source/,
    );
  });

  test('alt comes from the image unless given; "" marks a decorative image', () => {
    expect(main(render(<LazyImage image={photo} width={400} alt="Close-up" />)).alt).toBe('Close-up');
    expect(main(render(<LazyImage image={photo} width={400} alt="" />)).alt).toBe('');
  });

  test('without a height the image keeps its cropped shape', () => {
    const cropped = { ...photo, crop: { left: 0, right: 0.5, top: 0, bottom: 0 } };
    expect(main(render(<LazyImage image={cropped} width={500} />))).toMatchObject({
      width: '500',
      height: String(Math.round((500 * 860) / 950)),
    });
  });

  test('given sizes and widths are used as they are', () => {
    const img = main(
      render(
        <LazyImage image={photo} width={400} height={300} sizes="33vw" widths={[200, 600]} quality={70} />,
      ),
    );
    expect(img.sizes).toBe('33vw');
    expect(srcsetWidths(img.srcset)).toEqual(['200w', '600w']);
    expect(img.src).toContain('-q70-');
  });

  test('a transparent source gets no blurred copy behind it', () => {
    const html = render(<LazyImage image={logo} width={300} height={100} />);
    expect(images(html)).toHaveLength(1);
  });

  test('a missing image renders nothing', () => {
    expect(render(<LazyImage image={null} width={400} />)).toBe('');
  });

  test('a link wraps the image: in-site paths through the router, others in a new tab', () => {
    const inSite = render(
      <MemoryRouter>
        <LazyImage image={photo} width={400} height={300} link="/product/srx-5800/" />
      </MemoryRouter>,
    );
    expect(inSite).toMatch(/^<a href="\/product\/srx-5800\/"[^>]*><span/);
    const outside = render(<LazyImage image={photo} width={400} height={300} link="https://example.org/" />);
    expect(outside).toMatch(/^<a href="https:\/\/example.org\/" target="_blank" rel="noopener noreferrer">/);
  });

  test('with a live project the URLs go to the image CDN with automatic format', () => {
    config = { mode: 'sanity', projectId: 'proj1', dataset: 'production' };
    const img = main(render(<LazyImage image={photo} width={400} height={300} />));
    expect(img.src).toMatch(
      /^https:\/\/cdn\.sanity\.io\/images\/proj1\/production\/abc123-1900x860\.jpg\?rect=/,
    );
    expect(img.src).toMatch(/&amp;w=400&amp;h=300&amp;q=85&amp;auto=format$/);
  });
});

test('default widths: the ladder below twice the width, the width and twice it', () => {
  expect(defaultWidths(64)).toEqual([64, 128]);
  expect(defaultWidths(400)).toEqual([320, 400, 480, 640, 720, 750, 800]);
  expect(defaultWidths(640)).toEqual([320, 480, 640, 720, 750, 800, 1080, 1180, 1280]);
});

describe('lazyImagePaths', () => {
  test('lists exactly the files the component asks for', () => {
    const sizing = { width: 500 };
    const paths = lazyImagePaths(localImages, photo, sizing);
    const html = render(<LazyImage image={photo} {...sizing} />);
    const rendered = images(html).flatMap((img) => [
      img.src ?? '',
      ...(img.srcset ? img.srcset.split(', ').map((entry) => entry.split(' ')[0] ?? '') : []),
    ]);
    expect(new Set(paths)).toEqual(new Set(rendered));
    expect(paths).toHaveLength(new Set(paths).size);
    expect(paths.some((path) => path.includes('-b10'))).toBe(true);
  });

  test('the AVIF files of the priority picture are made too, one per WebP width', () => {
    const paths = lazyImagePaths(localImages, photo, { width: 1900, height: 860, priority: true });
    const avif = paths.filter((p) => p.endsWith('.avif'));
    expect(avif.length).toBeGreaterThan(3);
    for (const path of avif) expect(paths).toContain(path.replace(/\.avif$/, '.webp'));
    expect(
      lazyImagePaths(localImages, photo, { width: 400, height: 300 }).some((p) => p.endsWith('.avif')),
    ).toBe(false);
  });

  test('no placeholder file for the priority image', () => {
    expect(
      lazyImagePaths(localImages, photo, { width: 1900, height: 860, priority: true }).some((p) =>
        p.includes('-b10'),
      ),
    ).toBe(false);
  });
});
