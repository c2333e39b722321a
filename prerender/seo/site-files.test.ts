// The build's head tags and files against the build's own check: what the prerender writes for
// the test dataset passes scripts/quality/site-checks/seo.ts with no finding.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSeo } from '../../scripts/quality/site-checks/seo.ts';
import { seoHead } from '../../src/app/seo/head.ts';
import { fixtureOptions, fixtureSnapshot } from '../fixture.test-helper.ts';
import { renderHead } from '../html.ts';
import { collectImagePaths } from '../images.ts';
import { stampPage } from '../page-document.ts';
import { buildSiteModel, type SiteModel } from '../site-model.ts';
import { seoFiles, writeSeoFiles } from './site-files.ts';

const SITE = 'https://www.example.co.uk';
let dir: string;
let model: SiteModel;

function write(file: string, text: string) {
  mkdirSync(dirname(join(dir, file)), { recursive: true });
  writeFileSync(join(dir, file), text);
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'seo-files-'));
  const snapshot = await fixtureSnapshot();
  // The fixture's home page has no text of its own to describe it, and the check rightly reports
  // a link preview without a description: the site description stands in, as it would live.
  snapshot.settings.siteDescription = 'Fruit, vineyard and agricultural machinery.';
  model = buildSiteModel(snapshot, fixtureOptions({ siteUrl: SITE }));
  for (const page of model.pages) {
    const canonical = new URL(page.meta.path, SITE).href;
    const head = renderHead({
      page: stampPage(page, 'test'),
      title: page.meta.title,
      canonical,
      seo: seoHead({ page, site: model.site, title: page.meta.title, canonical }),
      preloads: '',
    });
    const html = `<!doctype html><html lang="en"><head>${head}</head><body></body></html>`;
    write(`${page.meta.path.slice(1)}index.html`, html);
    if (page.meta.path === '/404/') write('404.html', html);
    // Stand-ins for the images the build would make from the paths in the head.
    for (const path of collectImagePaths(html)) write(path.slice(1), 'webp');
  }
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('writeSeoFiles', () => {
  it('writes a sitemap, robots.txt and a feed that pass the site check with the pages', () => {
    const written = writeSeoFiles(seoFiles(model), dir);
    const indexable = model.pages.filter((p) => p.meta.indexable);
    expect(written).toEqual({
      urls: indexable.length,
      sitemaps: 1,
      feedItems: model.pages.filter((p) => p.template === 'post').length,
    });
    expect(readFileSync(join(dir, 'robots.txt'), 'utf8')).toBe(
      `User-agent: *\nAllow: /\n\nSitemap: ${SITE}/sitemap.xml\n`,
    );
    const result = checkSeo(dir, { siteUrl: SITE });
    expect(result.findings).toEqual([]);
    expect(result.notes.join()).toContain(`sitemap: ${indexable.length} URLs in 1 file(s)`);
  });
});
