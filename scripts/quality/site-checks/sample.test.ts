import { describe, expect, it } from 'vitest';
import { samplePages } from './sample.ts';
import type { PageDataScan, PageScan, SiteScan } from './site-scan.ts';

function siteOf(templates: Record<string, string>): SiteScan {
  const pages = new Map<string, PageScan>();
  const pageData = new Map<string, PageDataScan>();
  for (const [route, template] of Object.entries(templates)) {
    const file = route === '/404.html' ? '404.html' : `${route.slice(1)}index.html`;
    const isRoute = route.endsWith('/');
    pages.set(file, {
      file,
      urlPath: route,
      route: isRoute ? route : null,
      ids: new Set(),
      references: [],
      buildHashes: [],
      hydration: null,
      seo: { canonicals: [], meta: [], jsonLd: [], feeds: [] },
    });
    if (isRoute) pageData.set(route, { file: '', route, hash: 'h', template, digest: '', references: [] });
  }
  return { dir: '', files: new Set(), pages, pageData, stylesheets: new Map(), redirects: [] };
}

describe('samplePages', () => {
  it('takes up to N pages of each template, spread out, and every non-route page', () => {
    const templates: Record<string, string> = { '/': 'home', '/404.html': '' };
    for (let i = 0; i < 10; i++) templates[`/product/p${i}/`] = 'product';
    const sample = samplePages(siteOf(templates), 2);
    expect(sample).toEqual(['404.html', 'index.html', 'product/p0/index.html', 'product/p5/index.html']);
  });
});
