import { mkdtemp, readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { buildImages, imageFolders, makeCachedImage } from './image-cache.ts';
import { describeImage, dir, source, sourceDir, urls, withSourceImages } from './images.test-helper.ts';

withSourceImages();

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
