import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import type { ImageOptions } from '../src/content/image-url.ts';
import { describeImage, source, sourceDir, urls, withSourceImages } from './images.test-helper.ts';
import { collectImagePaths, ImageBuildError, makeImage } from './images.ts';

withSourceImages();

/** The WebP coding of a file: 'VP8 ' lossy, 'VP8L' lossless (near-lossless is lossless coding). */
function webpCoding(data: Buffer): string {
  return data.toString('latin1', 12, 16) === 'VP8X'
    ? data.toString('latin1', 30, 34)
    : data.toString('latin1', 12, 16);
}

/** Mean absolute difference per channel between two images of one size, drawn on white. */
async function difference(a: Buffer, b: Buffer): Promise<number> {
  const flat = (data: Buffer) => sharp(data).flatten({ background: '#ffffff' }).raw().toBuffer();
  const [x, y] = await Promise.all([flat(a), flat(b)]);
  let sum = 0;
  for (let i = 0; i < x.length; i++) sum += Math.abs((x[i] ?? 0) - (y[i] ?? 0));
  return sum / x.length;
}

describe('makeImage', () => {
  test('writes WebP at the requested size', async () => {
    const out = await describeImage(
      await makeImage(urls.imageUrl(source('hero', 190, 86), { width: 95, height: 43 }), sourceDir),
    );
    expect(out).toMatchObject({ format: 'webp', width: 95, height: 43 });
    const widthOnly = await describeImage(
      await makeImage(urls.imageUrl(source('hero', 190, 86), { width: 60 }), sourceDir),
    );
    expect(widthOnly).toMatchObject({ format: 'webp', width: 60, height: 27 });
  });

  test('writes AVIF for a path that ends in .avif, at the same size', async () => {
    const path = urls.imageUrl(source('hero', 190, 86), { width: 95, height: 43, format: 'avif' });
    expect(path).toMatch(/\.avif$/);
    // sharp reports the HEIF container; the compression inside it is AV1.
    expect(await describeImage(await makeImage(path, sourceDir))).toMatchObject({
      format: 'heif',
      width: 95,
      height: 43,
    });
  });

  test('AVIF keeps colour at half resolution (4:2:0), as WebP does', async () => {
    const avif = await makeImage(
      urls.imageUrl(source('hero', 190, 86), { width: 95, format: 'avif' }),
      sourceDir,
    );
    // The av1C box's fourth byte: tier, high bit depth, twelve bit, mono, subsampling x, y, position.
    const config = avif.indexOf('av1C');
    expect(config).toBeGreaterThan(0);
    const flags = avif[config + 6] ?? 0;
    expect({ x: (flags >> 3) & 1, y: (flags >> 2) & 1 }).toEqual({ x: 1, y: 1 });
  });

  test('the hotspot picks the region: red when it sits in the red half, blue in the blue', async () => {
    const left = urls.imageUrl(source('redblue', 300, 100, { x: 0.2, y: 0.5, width: 0.1, height: 0.1 }), {
      width: 50,
      height: 50,
    });
    const right = urls.imageUrl(source('redblue', 300, 100, { x: 0.8, y: 0.5, width: 0.1, height: 0.1 }), {
      width: 50,
      height: 50,
    });
    const red = await describeImage(await makeImage(left, sourceDir));
    const blue = await describeImage(await makeImage(right, sourceDir));
    expect(red).toMatchObject({ width: 50, height: 50 });
    expect(red.red).toBeGreaterThan(200);
    expect(red.blue).toBeLessThan(40);
    expect(blue.blue).toBeGreaterThan(200);
    expect(blue.red).toBeLessThan(40);
  });

  test('the editor crop is cut before resizing', async () => {
    // Keep only the right third: all blue.
    const image = { ...source('redblue', 300, 100), crop: { left: 2 / 3, right: 0, top: 0, bottom: 0 } };
    const out = await describeImage(await makeImage(urls.imageUrl(image, { width: 50 }), sourceDir));
    expect(out).toMatchObject({ width: 50, height: 50 });
    expect(out.blue).toBeGreaterThan(200);
  });

  test('fit modes size the output as the image CDN does', async () => {
    const make = async (options: ImageOptions) =>
      describeImage(
        await makeImage(urls.imageUrl({ ...source('redblue', 300, 100), hotspot: null }, options), sourceDir),
      );
    // clip (the default) with a box keeps the shape, after the builder's rect made it fit.
    expect(await make({ width: 60, height: 60 })).toMatchObject({ width: 60, height: 60 });
    // max never upscales.
    expect(await make({ width: 600, fit: 'max' })).toMatchObject({ width: 300, height: 100 });
    expect(await make({ width: 600 })).toMatchObject({ width: 600, height: 200 });
    // fill pads to the box; scale stretches to it.
    expect(await make({ width: 90, height: 90, fit: 'fill', crop: 'center' })).toMatchObject({
      width: 90,
      height: 90,
    });
    expect(await make({ width: 90, height: 90, fit: 'scale', crop: 'center' })).toMatchObject({
      width: 90,
      height: 90,
    });
    // crop=left keeps the red side; the focal point (the hotspot) picks the blue one.
    const leftSide = await make({ width: 40, height: 40, fit: 'crop', crop: 'left' });
    expect(leftSide).toMatchObject({ width: 40, height: 40 });
    expect(leftSide.red).toBeGreaterThan(200);
    const focal = await describeImage(
      await makeImage(
        urls.imageUrl(source('redblue', 300, 100, { x: 0.9, y: 0.5, width: 0.1, height: 0.1 }), {
          width: 40,
          height: 40,
          fit: 'crop',
          crop: 'focalpoint',
        }),
        sourceDir,
      ),
    );
    expect(focal).toMatchObject({ width: 40, height: 40 });
    expect(focal.blue).toBeGreaterThan(200);
  });

  test('blur and quality change the file', async () => {
    const image = source('hero', 190, 86);
    const sharpImage = await makeImage(urls.imageUrl(image, { width: 190, quality: 90 }), sourceDir);
    const blurred = await makeImage(urls.imageUrl(image, { width: 190, quality: 90, blur: 10 }), sourceDir);
    const rough = await makeImage(urls.imageUrl(image, { width: 190, quality: 20 }), sourceDir);
    expect(blurred.equals(sharpImage)).toBe(false);
    expect(rough.length).toBeLessThan(sharpImage.length);
  });

  test('drawn art from a PNG is near-lossless WebP: truer to the source and smaller than lossy', async () => {
    const path = urls.imageUrl(source('icon', 128, 128, null, 'png'), { width: 128, height: 128 });
    const made = await makeImage(path, sourceDir);
    const original = await readFile(join(sourceDir, 'icon-128x128.png'));
    const lossy = await sharp(original).webp({ quality: 85 }).toBuffer();
    expect(webpCoding(made)).toBe('VP8L');
    expect(made.length).toBeLessThan(lossy.length);
    expect(await difference(made, original)).toBeLessThan((await difference(lossy, original)) / 2);
  });

  test('a PNG that lossy WebP makes smaller stays lossy, and photos are lossy as before', async () => {
    const noisy = await makeImage(
      urls.imageUrl(source('noise', 96, 96, null, 'png'), { width: 96, height: 96 }),
      sourceDir,
    );
    expect(webpCoding(noisy)).toBe('VP8 ');
    const photo = await makeImage(urls.imageUrl(source('hero', 190, 86), { width: 95 }), sourceDir);
    expect(webpCoding(photo)).toBe('VP8 ');
  });

  test('a missing source file is an error naming the path and the file', async () => {
    const path = urls.imageUrl(source('missing', 10, 10), { width: 5 });
    const error = await makeImage(path, sourceDir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImageBuildError);
    expect((error as Error).message).toContain(path);
    expect((error as Error).message).toContain('missing-10x10.jpg not found');
  });

  test('a bad path or a source of the wrong size is an error naming the path', async () => {
    await expect(makeImage('/images/x-1x1-jpg/w0-q85.webp', sourceDir)).rejects.toThrow(
      'Image /images/x-1x1-jpg/w0-q85.webp: not a local image path',
    );
    await expect(makeImage('/images/x-1x1-jpg/w9000-q85.webp', sourceDir)).rejects.toThrow(/larger than/);
    const liar = urls.imageUrl(source('liar', 60, 60), { width: 30 });
    await expect(makeImage(liar, sourceDir)).rejects.toThrow(`Image ${liar}: source file`);
    await expect(makeImage(liar, sourceDir)).rejects.toThrow('is 50x50, its asset id says 60x60');
  });
});

describe('collectImagePaths', () => {
  test('finds every local image path in HTML and JSON, once each', () => {
    const a = '/images/abc123-2000x1000-jpg/w400-h300-q85-r467_0_1333_1000.webp';
    const b = '/images/abc123-2000x1000-jpg/w800-h600-q85-r467_0_1333_1000.webp';
    const c = '/images/f00-64x64-png/w64-h64-q85.webp';
    const html = `<img src="${a}" srcset="${a} 400w, ${b} 800w" alt=""><img src="/images/logo.png"><a href="/images/">x</a>`;
    const json = JSON.stringify({ hash: 'x', og: `https://example.org${c}`, again: a });
    expect(collectImagePaths(html)).toEqual([a, b]);
    expect(collectImagePaths(json)).toEqual([c, a]);
    expect(collectImagePaths('<p>no images</p>')).toEqual([]);
  });
});
