import { mkdir, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createImageUrls, type ImageOptions, type ImageSource } from '../src/content/image-url.ts';
import { buildImages, imageFolders, makeCachedImage } from './image-cache.ts';
import { collectImagePaths, ImageBuildError, makeImage } from './images.ts';

const urls = createImageUrls({ mode: 'local' });

let dir: string;
let sourceDir: string;

/** Red on the left half, blue on the right: where a crop lands shows in its colour. */
async function twoColour(width: number, height: number): Promise<Buffer> {
  const half = Math.floor(width / 2);
  return sharp({ create: { width, height, channels: 3, background: '#0000ff' } })
    .composite([
      { input: { create: { width: half, height, channels: 3, background: '#ff0000' } }, left: 0, top: 0 },
    ])
    .jpeg({ quality: 95 })
    .toBuffer();
}

function source(
  id: string,
  width: number,
  height: number,
  hotspot: ImageSource['hotspot'] = null,
  extension = 'jpg',
): ImageSource {
  return {
    alt: '',
    asset: {
      _id: `image-${id}-${width}x${height}-${extension}`,
      url: '',
      path: '',
      width,
      height,
      extension,
    },
    hotspot,
    crop: null,
  };
}

/** Drawn art, as the level block's icons: a red disc with a white tick, on transparency. */
function icon(size: number): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">` +
      '<circle cx="32" cy="32" r="30" fill="#e30513"/>' +
      '<path d="m20 33 8 8 16-18" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round"/></svg>',
  );
}

/** Random pixels saved as PNG: a photo-like source that lossless coding cannot shrink. */
function noise(size: number): Promise<Buffer> {
  const pixels = Buffer.alloc(size * size * 3);
  let seed = 7;
  for (let i = 0; i < pixels.length; i++) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    pixels[i] = seed >> 23;
  }
  return sharp(pixels, { raw: { width: size, height: size, channels: 3 } })
    .png()
    .toBuffer();
}

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

async function describeImage(data: Buffer) {
  const meta = await sharp(data).metadata();
  const { channels } = await sharp(data).stats();
  return {
    format: meta.format,
    width: meta.width,
    height: meta.height,
    red: channels[0]?.mean,
    blue: channels[2]?.mean,
  };
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'images-test-'));
  sourceDir = join(dir, 'content/images');
  await mkdir(sourceDir, { recursive: true });
  await sharp(await twoColour(300, 100)).toFile(join(sourceDir, 'redblue-300x100.jpg'));
  await sharp(await twoColour(190, 86)).toFile(join(sourceDir, 'hero-190x86.jpg'));
  await sharp(icon(128)).png().toFile(join(sourceDir, 'icon-128x128.png'));
  await sharp(await noise(96)).toFile(join(sourceDir, 'noise-96x96.png'));
  // A file whose name claims another size than it has.
  await sharp(await twoColour(50, 50)).toFile(join(sourceDir, 'liar-60x60.jpg'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

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

describe('buildImages', () => {
  test('makes each referenced file once, then reuses the cache', async () => {
    const root = await mkdtemp(join(dir, 'build-'));
    const cacheDir = join(root, '.cache/images');
    const image = source('hero', 190, 86);
    const paths = [
      urls.imageUrl(image, { width: 95 }),
      urls.imageUrl(image, { width: 60, height: 60 }),
      urls.imageUrl(image, { width: 95 }), // twice in the pages, once on disk
      urls.imageUrl(image, { width: 30, blur: 10, quality: 40 }),
    ];
    const first = await buildImages({ paths, sourceDir, cacheDir, outDir: join(root, 'dist') });
    expect(first).toMatchObject({ count: 3, made: 3, fromCache: 0 });
    let bytes = 0;
    for (const path of new Set(paths)) {
      const out = await readFile(join(root, 'dist', path));
      expect(await describeImage(out)).toMatchObject({ format: 'webp' });
      bytes += out.length;
    }
    expect(first.bytes).toBe(bytes);
    expect(first.ms).toBeGreaterThan(0);

    const cached = join(cacheDir, paths[0]?.slice('/images/'.length) ?? '');
    const madeAt = (await stat(cached)).mtimeMs;
    // A second build into a fresh folder copies from the cache and never makes a file.
    const second = await buildImages({ paths, sourceDir, cacheDir, outDir: join(root, 'dist2') });
    expect(second).toMatchObject({ count: 3, made: 0, fromCache: 3, bytes });
    expect((await stat(cached)).mtimeMs).toBe(madeAt);
    expect((await readFile(join(root, 'dist2', paths[0] ?? ''))).length).toBeGreaterThan(0);
  });

  test('placing into a folder that has the files already leaves it as it was, and reports progress', async () => {
    const root = await mkdtemp(join(dir, 'again-'));
    const cacheDir = join(root, '.cache/images');
    const outDir = join(root, 'dist');
    const image = source('hero', 190, 86);
    const paths = [urls.imageUrl(image, { width: 95 }), urls.imageUrl(image, { width: 40 })];
    await buildImages({ paths, sourceDir, cacheDir, outDir });
    const before = await readdir(outDir, { recursive: true });
    const done: number[] = [];
    await buildImages({ paths, sourceDir, cacheDir, outDir, onProgress: (n) => done.push(n) });
    // The same file linked twice: no temporary name may be left beside it.
    expect((await readdir(outDir, { recursive: true })).sort()).toEqual(before.sort());
    expect(done).toEqual([1, 2]);
  });

  test('a cached file does not need its source any more', async () => {
    const root = await mkdtemp(join(dir, 'cache-'));
    const folders = { sourceDir, cacheDir: join(root, 'cache') };
    const path = urls.imageUrl(source('hero', 190, 86), { width: 20 });
    expect(await makeCachedImage(path, folders)).toMatchObject({ made: true });
    expect(await makeCachedImage(path, { ...folders, sourceDir: join(root, 'nowhere') })).toMatchObject({
      made: false,
    });
  });

  test('a missing source fails the build with the path', async () => {
    const root = await mkdtemp(join(dir, 'fail-'));
    const path = urls.imageUrl(source('gone', 10, 10), { width: 5 });
    await expect(
      buildImages({ paths: [path], sourceDir, cacheDir: join(root, 'cache'), outDir: join(root, 'dist') }),
    ).rejects.toThrow(path);
  });

  test('the default folders sit in the project, the cache versioned', () => {
    expect(imageFolders('/site')).toEqual({
      sourceDir: '/site/content/images',
      cacheDir: '/site/.cache/images/v3',
    });
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
