import { afterAll, describe, expect, it } from 'vitest';
import { checkBuildHash } from './build-hash.ts';
import {
  ABOUT,
  addPage,
  goodSite,
  HOME,
  lineOf,
  pageData,
  pageHtml,
  removeSites,
  TEST_HASH,
  TEST_SITE_DATA,
  withFiles,
  writeSite,
} from './site.test-helper.ts';

afterAll(removeSites);

const rulesOf = (files: Record<string, string>) =>
  checkBuildHash(writeSite(files)).findings.map((f) => [f.file, f.rule]);

describe('checkBuildHash', () => {
  it('passes a site whose pages and page data share one hash', () => {
    const result = checkBuildHash(writeSite(goodSite()));
    expect(result.findings).toEqual([]);
    expect(result.checked).toBe(4 + 3); // 404.html, 3 route pages; 3 page-data files
    expect(result.notes.join()).toContain(`one hash (${TEST_HASH})`);
  });

  it('finds page data whose hash differs from its page', () => {
    const files = withFiles({
      'assets/data/about-us/index.json': JSON.stringify({ ...pageData(ABOUT), hash: 'other' }),
    });
    expect(rulesOf(files)).toEqual([
      ['assets/data/about-us/index.json', 'data-hash'],
      // The hydration copy still carries the page's own data, so it now differs from the file.
      ['about-us/index.html', 'hydration-data'],
    ]);
  });

  it('finds a page and its data left over from another build', () => {
    const files = goodSite();
    addPage(files, { ...ABOUT, hash: 'stale1' });
    const findings = checkBuildHash(writeSite(files)).findings;
    expect(findings).toEqual([
      {
        file: 'about-us/index.html',
        line: lineOf(files, 'about-us/index.html', 'name="build-hash"'),
        message: `build-hash stale1 differs from the site's ${TEST_HASH} (a page from another build)`,
        rule: 'hash-mixed',
      },
    ]);
  });

  it('finds a page without page data, and page data without a page', () => {
    const files = goodSite();
    delete files['assets/data/about-us/index.json'];
    files['assets/data/gone/index.json'] = JSON.stringify(pageData({ ...ABOUT, route: '/gone/' }));
    expect(rulesOf(files)).toEqual([
      ['about-us/index.html', 'data-missing'],
      ['assets/data/gone/index.json', 'data-orphan'],
    ]);
  });

  it('finds hydration data naming site data that is not in the site', () => {
    const files = withFiles({
      'about-us/index.html': pageHtml(ABOUT, {
        hydration: { site: '/assets/site/gone.json', page: pageData(ABOUT) },
      }),
    });
    expect(rulesOf(files)).toEqual([['about-us/index.html', 'hydration-site']]);
  });

  it('finds a page without the meta tag, or with two', () => {
    const files = withFiles({
      'about-us/index.html': pageHtml(ABOUT).replace(/<meta name="build-hash"[^>]*>/, ''),
      'index.html': pageHtml(HOME).replace(
        '<meta charset="utf-8">',
        `<meta charset="utf-8"><meta name="build-hash" content="${TEST_HASH}">`,
      ),
    });
    expect(rulesOf(files)).toEqual([
      ['about-us/index.html', 'hash-missing'],
      ['index.html', 'hash-duplicate'],
    ]);
  });

  it('finds hydration data that is not the page data', () => {
    const files = withFiles({
      'index.html': pageHtml(HOME, {
        hydration: { site: TEST_SITE_DATA, page: { ...pageData(HOME), meta: { title: 'Changed' } } },
      }),
    });
    expect(rulesOf(files)).toEqual([['index.html', 'hydration-data']]);
  });

  it('finds page data and hydration data that are not JSON', () => {
    const files = goodSite();
    files['assets/data/about-us/index.json'] = '{"hash":';
    files['index.html'] = (files['index.html'] as string).replace(/(id="hydration-data">)\{/, '$1{{');
    expect(rulesOf(files)).toEqual([
      ['assets/data/about-us/index.json', 'data-json'],
      ['index.html', 'hydration-json'],
    ]);
  });
});
