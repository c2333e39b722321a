import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { htmlFigures } from './astro-anchor.ts';

describe('htmlFigures', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('counts each route once, its HTML bytes, and the median product page', () => {
    dir = mkdtempSync(join(tmpdir(), 'html-figures-'));
    const files: Record<string, number> = {
      'index.html': 100,
      '404.html': 50,
      '404/index.html': 50,
      'about-us/index.html': 200,
      'product/a/index.html': 300,
      'product/b/index.html': 500,
      'product/c/index.html': 400,
      'product/a/index.html.br': 30,
      'assets/data/product/a/index.json': 80,
    };
    for (const [file, size] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), 'x'.repeat(size));
    }
    expect(htmlFigures(dir)).toEqual({ pages: 6, htmlBytes: 1550, productPageBytes: 400 });
  });
});
