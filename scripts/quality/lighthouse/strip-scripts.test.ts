import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyWithoutScripts, stripScripts } from './strip-scripts.ts';

describe('stripScripts', () => {
  it('removes module scripts, JSON scripts and modulepreload links, and nothing else', () => {
    const html = [
      '<head><link rel="modulepreload" crossorigin href="/assets/js/home.js">',
      '<script type="module" crossorigin src="/assets/js/index.js"></script>',
      '<link rel=modulepreload href="/assets/js/lib.js">',
      '<link rel="stylesheet" href="/assets/css/style.css"><link rel="preload" as="image" href="/i.webp"></head>',
      '<body><main><h1>Hi</h1></main>',
      '<script type="application/json" id="hydration-data">{"a":"<\\/b>"}</script>',
      '<SCRIPT>alert(1)</SCRIPT ></body>',
    ].join('\n');
    expect(stripScripts(html)).toBe(
      [
        '<head>',
        '',
        '',
        '<link rel="stylesheet" href="/assets/css/style.css"><link rel="preload" as="image" href="/i.webp"></head>',
        '<body><main><h1>Hi</h1></main>',
        '',
        '</body>',
      ].join('\n'),
    );
  });
});

describe('copyWithoutScripts', () => {
  it('drops the compressed copies of each page it strips, so the server cannot send the scripts', () => {
    const source = mkdtempSync(join(tmpdir(), 'strip-source-'));
    const dest = join(mkdtempSync(join(tmpdir(), 'strip-dest-')), 'site');
    try {
      writeFileSync(join(source, 'index.html'), '<p>Hi</p><script src="/a.js"></script>');
      writeFileSync(join(source, 'index.html.br'), 'compressed page with its script');
      writeFileSync(join(source, 'index.html.gz'), 'compressed page with its script');
      writeFileSync(join(source, 'site.css.br'), 'kept');

      expect(copyWithoutScripts(source, dest)).toBe(1);
      expect(readFileSync(join(dest, 'index.html'), 'utf8')).toBe('<p>Hi</p>');
      expect(existsSync(join(dest, 'index.html.br'))).toBe(false);
      expect(existsSync(join(dest, 'index.html.gz'))).toBe(false);
      expect(existsSync(join(dest, 'site.css.br'))).toBe(true);
    } finally {
      rmSync(source, { recursive: true, force: true });
      rmSync(dirname(dest), { recursive: true, force: true });
    }
  });
});
