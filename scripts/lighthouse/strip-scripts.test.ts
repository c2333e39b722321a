import { describe, expect, it } from 'vitest';
import { stripScripts } from './strip-scripts.ts';

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
