import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileStore } from './file-store.ts';
import { makeTempTree } from './test-helpers.ts';

let tree: Awaited<ReturnType<typeof makeTempTree>>;
let root: string;

beforeAll(async () => {
  tree = await makeTempTree({
    'site/index.html': 'home',
    'site/about/index.html': 'about',
    'site/empty-folder/.keep': '',
    'site/_headers': '/*\n  X-A: 1',
    'secret.txt': 'secret',
  });
  root = path.join(tree.folder, 'site');
});

afterAll(async () => {
  await tree?.remove();
});

describe('FileStore.resolve', () => {
  it('finds files, folder indexes and folders asked for without their slash', async () => {
    const files = createFileStore(root);
    expect(await files.resolve('/index.html')).toMatchObject({
      kind: 'file',
      file: path.join(root, 'index.html'),
    });
    expect(await files.resolve('/')).toMatchObject({ kind: 'file', file: path.join(root, 'index.html') });
    expect(await files.resolve('/about/')).toMatchObject({
      kind: 'file',
      file: path.join(root, 'about/index.html'),
    });
    expect(await files.resolve('/about')).toMatchObject({
      kind: 'folder',
      file: path.join(root, 'about/index.html'),
    });
  });

  it('treats folders without an index, files asked for as folders and host files as missing', async () => {
    const files = createFileStore(root);
    for (const urlPath of ['/empty-folder', '/empty-folder/', '/index.html/', '/nothing', '/_headers']) {
      expect(await files.resolve(urlPath), urlPath).toEqual({ kind: 'missing' });
    }
  });

  it('never resolves outside the root, even when handed a path that climbs', async () => {
    const files = createFileStore(root);
    expect(await files.resolve('/../secret.txt')).toEqual({ kind: 'missing' });
    expect(await files.resolve('/about/../../secret.txt')).toEqual({ kind: 'missing' });
  });
});
