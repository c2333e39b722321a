import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createImageUrls, type ImageSource } from '../src/content/image-url.ts';
import { imageMiddleware } from './image-middleware.ts';

const urls = createImageUrls({ mode: 'local' });

let dir: string;
let server: Server;
let base: string;

const photo: ImageSource = {
  alt: '',
  asset: { _id: 'image-pic-120x80-jpg', url: '', path: '', width: 120, height: 80, extension: 'jpg' },
  hotspot: null,
  crop: null,
};

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'image-middleware-'));
  await mkdir(join(dir, 'content/images'), { recursive: true });
  await sharp({ create: { width: 120, height: 80, channels: 3, background: '#3a7a2a' } })
    .jpeg()
    .toFile(join(dir, 'content/images/pic-120x80.jpg'));
  const images = imageMiddleware({ root: dir });
  server = createServer((req, res) =>
    images(req, res, (error) => {
      // What the next handler in the dev server would do: here, a marker the test can see.
      res.statusCode = error ? 500 : 418;
      res.end(error ? String(error) : 'next');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

test('makes the file on request, caches it and serves it as WebP', async () => {
  const path = urls.imageUrl(photo, { width: 60, height: 40 });
  const response = await fetch(`${base}${path}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/webp');
  const body = Buffer.from(await response.arrayBuffer());
  expect(Number(response.headers.get('content-length'))).toBe(body.length);
  expect(await sharp(body).metadata()).toMatchObject({ format: 'webp', width: 60, height: 40 });

  const cached = join(dir, '.cache/images/v3', path.slice('/images/'.length));
  expect((await stat(cached)).size).toBe(body.length);
  // The second request is the cached file: same bytes, file untouched.
  const madeAt = (await stat(cached)).mtimeMs;
  const again = await fetch(`${base}${path}?v=2`);
  expect(Buffer.from(await again.arrayBuffer()).equals(body)).toBe(true);
  expect((await stat(cached)).mtimeMs).toBe(madeAt);
});

test('HEAD answers without a body', async () => {
  const response = await fetch(`${base}${urls.imageUrl(photo, { width: 30 })}`, { method: 'HEAD' });
  expect(response.status).toBe(200);
  expect(Number(response.headers.get('content-length'))).toBeGreaterThan(0);
  expect((await response.arrayBuffer()).byteLength).toBe(0);
});

test('other requests pass to the next handler', async () => {
  for (const path of ['/images/logo.png', '/', '/images/pic-120x80-jpg/w60-q101.webp']) {
    const response = await fetch(`${base}${path}`);
    expect(response.status, path).toBe(418);
    await response.arrayBuffer();
  }
  const post = await fetch(`${base}${urls.imageUrl(photo, { width: 30 })}`, { method: 'POST' });
  expect(post.status).toBe(418);
  await post.arrayBuffer();
});

test('a missing source is a 404 naming the path', async () => {
  const path = urls.imageUrl(
    { ...photo, asset: { ...photo.asset, _id: 'image-gone-10x10-jpg' } },
    { width: 5 },
  );
  const response = await fetch(`${base}${path}`);
  expect(response.status).toBe(404);
  expect(await response.text()).toMatch(new RegExp(`^Image ${path}: source file .*gone-10x10.jpg not found`));
});
