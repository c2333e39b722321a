// What the picture tests (images.test.ts, image-cache.test.ts) share: source files written to a
// folder of their own for the tests of a file, and an asset for each, as the content names it.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll } from 'vitest';
import { createImageUrls, type ImageSource } from '../src/content/image-url.ts';

export const urls = createImageUrls({ mode: 'local' });

/** The folder `withSourceImages` made, and the source files in it (its content/images). */
export let dir: string;
export let sourceDir: string;

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

export function source(
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

export async function describeImage(data: Buffer) {
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

/** Writes the source files into a fresh folder before the file's tests, and removes it after them. */
export function withSourceImages() {
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
}
