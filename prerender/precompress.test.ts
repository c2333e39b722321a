import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { brotliQualityFor, precompressSite } from './precompress.ts';

let folder = '';
afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe('precompressSite', () => {
  it('writes a brotli and a gzip copy of each text file that decode to the same bytes', async () => {
    folder = mkdtempSync(join(tmpdir(), 'precompress-'));
    mkdirSync(join(folder, 'news'), { recursive: true });
    const html = `<!doctype html><p>${'Orchard platforms and tower sprayers. '.repeat(200)}</p>`;
    writeFileSync(join(folder, 'news/index.html'), html);
    writeFileSync(join(folder, 'picture.webp'), Buffer.alloc(4000, 7));

    const report = await precompressSite(folder);

    expect(report.files).toBe(1);
    expect(brotliDecompressSync(readFileSync(join(folder, 'news/index.html.br'))).toString()).toBe(html);
    expect(gunzipSync(readFileSync(join(folder, 'news/index.html.gz'))).toString()).toBe(html);
    expect(report.brotliBytes).toBeLessThan(report.gzipBytes);
    expect(() => readFileSync(join(folder, 'picture.webp.br'))).toThrow();
  });

  it('leaves the folders it is told to skip, and files that have a copy already', async () => {
    folder = mkdtempSync(join(tmpdir(), 'precompress-'));
    const text = 'Orchard platforms and tower sprayers. '.repeat(200);
    mkdirSync(join(folder, 'assets/data/news'), { recursive: true });
    writeFileSync(join(folder, 'assets/data/news/index.json'), JSON.stringify({ text }));
    writeFileSync(join(folder, 'index.html'), text);
    writeFileSync(join(folder, 'index.html.br'), 'made in the prerender');
    writeFileSync(join(folder, 'sitemap.xml'), `<urlset>${text}</urlset>`);

    const report = await precompressSite(folder, { skip: ['assets/data'] });

    expect(report.files).toBe(1);
    expect(existsSync(join(folder, 'sitemap.xml.br'))).toBe(true);
    expect(existsSync(join(folder, 'assets/data/news/index.json.br'))).toBe(false);
    expect(existsSync(join(folder, 'index.html.gz'))).toBe(false);
    expect(readFileSync(join(folder, 'index.html.br'), 'utf8')).toBe('made in the prerender');
  });

  it('leaves a file that would not shrink without copies', async () => {
    folder = mkdtempSync(join(tmpdir(), 'precompress-'));
    writeFileSync(join(folder, 'robots.txt'), 'x');
    await precompressSite(folder);
    expect(() => readFileSync(join(folder, 'robots.txt.br'))).toThrow();
    expect(() => readFileSync(join(folder, 'robots.txt.gz'))).toThrow();
  });
});

describe('brotliQualityFor', () => {
  it('gives the few shared assets the best quality, and the thousands of pages a fast one', () => {
    expect(brotliQualityFor('assets/js/react-dom.abc.js')).toBe(11);
    expect(brotliQualityFor('assets/site/0123456789abcdef.json')).toBe(11);
    expect(brotliQualityFor('assets/data/product/x/index.json')).toBe(5);
    expect(brotliQualityFor('product/x/index.html')).toBe(5);
    expect(brotliQualityFor('index.html')).toBe(5);
  });
});
