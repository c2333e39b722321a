import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { cropped } from '../src/content/image-source.test-helper.ts';
import { createImageUrls } from '../src/content/image-url.ts';
import { type LocalImageRequest, localImagePath } from '../src/content/local-image-path.ts';
import { parseLocalImagePath } from './local-image-path.ts';

const urls = createImageUrls({ mode: 'local' });

describe('parseLocalImagePath', () => {
  test('every path it makes parses back to the same request', () => {
    for (const options of [
      { width: 400, height: 300 },
      { width: 133, height: 100, blur: 10, quality: 40 },
      { width: 640, fit: 'max' as const },
      { width: 400, height: 300, fit: 'crop' as const, crop: 'focalpoint' as const },
    ]) {
      const path = urls.imageUrl(cropped, options);
      const request = parseLocalImagePath(path);
      expect(request, path).not.toBeNull();
      expect(localImagePath(request as LocalImageRequest)).toBe(path);
      expect(request).toMatchObject({
        assetId: 'abc123',
        sourceWidth: 2000,
        sourceHeight: 1000,
        extension: 'jpg',
      });
      expect(request).toMatchObject(options);
    }
  });

  test('any valid request survives the round trip', () => {
    const request = fc
      .record({
        assetId: fc.stringMatching(/^[A-Za-z0-9]{1,40}$/),
        sourceWidth: fc.integer({ min: 1, max: 8000 }),
        sourceHeight: fc.integer({ min: 1, max: 8000 }),
        extension: fc.constantFrom('jpg', 'png', 'webp', 'gif', 'svg'),
        width: fc.integer({ min: 1, max: 4000 }),
        height: fc.option(fc.integer({ min: 1, max: 4000 }), { nil: undefined }),
        quality: fc.integer({ min: 1, max: 100 }),
        blur: fc.option(fc.integer({ min: 1, max: 2000 }), { nil: undefined }),
        fit: fc.option(fc.constantFrom('clip', 'crop', 'fill', 'fillmax', 'max', 'scale', 'min' as const), {
          nil: undefined,
        }),
        crop: fc.option(
          fc.constantFrom('top', 'bottom', 'left', 'right', 'center', 'focalpoint', 'entropy' as const),
          {
            nil: undefined,
          },
        ),
        rect: fc.option(
          fc.tuple(
            fc.nat(1000),
            fc.nat(1000),
            fc.integer({ min: 1, max: 1000 }),
            fc.integer({ min: 1, max: 1000 }),
          ),
          {
            nil: undefined,
          },
        ),
        focalPoint: fc.option(fc.tuple(fc.integer({ min: 0, max: 1e4 }), fc.integer({ min: 0, max: 1e4 })), {
          nil: undefined,
        }),
      })
      .map(({ rect, focalPoint, ...rest }): LocalImageRequest => {
        const request: LocalImageRequest = { ...rest };
        if (rect) {
          const [left, top, width, height] = rect;
          request.rect = { left, top, width, height };
          request.sourceWidth = Math.max(request.sourceWidth, left + width);
          request.sourceHeight = Math.max(request.sourceHeight, top + height);
        }
        if (focalPoint) request.focalPoint = { x: focalPoint[0] / 1e4, y: focalPoint[1] / 1e4 };
        return request;
      });
    fc.assert(
      fc.property(request, (r) => {
        const parsed = parseLocalImagePath(localImagePath(r));
        expect(parsed).toEqual(Object.fromEntries(Object.entries(r).filter(([, v]) => v !== undefined)));
      }),
    );
  });

  test('an AVIF variant is the WebP path with its own extension, and parses back', () => {
    const webp = '/images/abc123-2000x1000-jpg/w400-h300-q85-r467_0_1333_1000.webp';
    const avif = webp.replace(/\.webp$/, '.avif');
    expect(parseLocalImagePath(avif)).toEqual({ ...parseLocalImagePath(webp), format: 'avif' });
    expect(localImagePath(parseLocalImagePath(avif) as LocalImageRequest)).toBe(avif);
  });

  test('paths it would not make are refused', () => {
    const good = '/images/abc123-2000x1000-jpg/w400-h300-q85-r467_0_1333_1000.webp';
    expect(parseLocalImagePath(good)).not.toBeNull();
    for (const bad of [
      '/images/abc123-2000x1000-jpg/w400-h300-q85-r467_0_1333_1000.png', // another format
      '/images/abc123-2000x1000-jpg/w0400-h300-q85.webp', // not the canonical spelling
      '/images/abc123-2000x1000-jpg/q85-w400.webp', // parts out of order
      '/images/abc123-2000x1000-jpg/w400-q101.webp', // quality out of range
      '/images/abc123-2000x1000-jpg/w400-q85-fstretch.webp', // unknown fit
      '/images/abc123-2000x1000-jpg/w400-q85-cmiddle.webp', // unknown crop
      '/images/abc123-2000x1000-jpg/w400-q85-r1000_0_1333_1000.webp', // rect outside the source
      '/images/abc123-2000x1000-jpg/w400-q85-fp1.5_0.5.webp', // focal point outside the image
      '/images/abc123-2000x1000-jpg/w0-q85.webp', // no width
      '/images/../abc123-2000x1000-jpg/w400-q85.webp',
      '/images/abc123-2000x1000-jpg/../../w400-q85.webp',
      '/images/logo.png',
    ]) {
      expect(parseLocalImagePath(bad), bad).toBeNull();
    }
  });
});
