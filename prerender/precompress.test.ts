import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { copiesWanted, precompressSite } from './precompress.ts';

let folder = '';
afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe('precompressSite', () => {
  it('writes a brotli and a gzip copy of each shared text file that decode to the same bytes', async () => {
    folder = mkdtempSync(join(tmpdir(), 'precompress-'));
    mkdirSync(join(folder, 'assets/css'), { recursive: true });
    const css = `.card{${'color:#e30513;margin:0 auto;padding:1rem;'.repeat(200)}}`;
    writeFileSync(join(folder, 'assets/css/style.css'), css);
    writeFileSync(join(folder, 'picture.webp'), Buffer.alloc(4000, 7));

    const report = await precompressSite(folder);

    expect(report.files).toBe(1);
    expect(brotliDecompressSync(readFileSync(join(folder, 'assets/css/style.css.br'))).toString()).toBe(css);
    expect(gunzipSync(readFileSync(join(folder, 'assets/css/style.css.gz'))).toString()).toBe(css);
    expect(report.brotliBytes).toBeLessThan(report.gzipBytes);
    expect(() => readFileSync(join(folder, 'picture.webp.br'))).toThrow();
  });

  it('leaves pages and page data to the server, and files that have a copy already', async () => {
    folder = mkdtempSync(join(tmpdir(), 'precompress-'));
    const text = 'Orchard platforms and tower sprayers. '.repeat(200);
    mkdirSync(join(folder, 'assets/data/news'), { recursive: true });
    mkdirSync(join(folder, 'news'), { recursive: true });
    writeFileSync(join(folder, 'assets/data/news/index.json'), JSON.stringify({ text }));
    writeFileSync(join(folder, 'news/index.html'), text);
    writeFileSync(join(folder, 'feed.xml'), `<rss>${text}</rss>`);
    writeFileSync(join(folder, 'feed.xml.br'), 'made before');
    writeFileSync(join(folder, 'sitemap.xml'), `<urlset>${text}</urlset>`);

    const report = await precompressSite(folder);

    expect(report.files).toBe(1);
    expect(existsSync(join(folder, 'sitemap.xml.br'))).toBe(true);
    expect(existsSync(join(folder, 'assets/data/news/index.json.br'))).toBe(false);
    expect(existsSync(join(folder, 'news/index.html.br'))).toBe(false);
    expect(existsSync(join(folder, 'news/index.html.gz'))).toBe(false);
    expect(readFileSync(join(folder, 'feed.xml.br'), 'utf8')).toBe('made before');
  });

  it('leaves a file that would not shrink without copies', async () => {
    folder = mkdtempSync(join(tmpdir(), 'precompress-'));
    writeFileSync(join(folder, 'robots.txt'), 'x');
    await precompressSite(folder);
    expect(() => readFileSync(join(folder, 'robots.txt.br'))).toThrow();
    expect(() => readFileSync(join(folder, 'robots.txt.gz'))).toThrow();
  });
});

describe('copiesWanted', () => {
  it('wants copies of the shared assets and small site files, not of pages or page data', () => {
    expect(copiesWanted('assets/js/react-dom.abc.js')).toBe(true);
    expect(copiesWanted('flexsearch.json')).toBe(true);
    expect(copiesWanted('sitemap.xml')).toBe(true);
    expect(copiesWanted('index.html')).toBe(false);
    expect(copiesWanted('product/x/index.html')).toBe(false);
    expect(copiesWanted('assets/data/product/x/index.json')).toBe(false);
  });
});
