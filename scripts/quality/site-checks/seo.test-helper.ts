// What the SEO check's tests (seo-*.test.ts) share: the check run on a copy of the good site
// (site.test-helper.ts) with one thing changed, its findings as rules or messages, and the
// sitemap and feed files written to order. Each file removes its sites with `afterAll(removeSites)`.
import { checkSeo } from './seo.ts';
import {
  ABOUT,
  addPage,
  FEED_URL,
  goodSite,
  pageHtml,
  type SiteFiles,
  TEST_SITE_URL,
  type TestPage,
  withFiles,
  writeSite,
} from './site.test-helper.ts';

export const check = (files: SiteFiles) => checkSeo(writeSite(files), { siteUrl: TEST_SITE_URL });
export const rules = (files: SiteFiles) => check(files).findings.map((f) => [f.file, f.rule]);
export const messages = (files: SiteFiles) => check(files).findings.map((f) => f.message);

/** The good site with one file replaced. */
export function withFile(file: string, text: string): SiteFiles {
  return withFiles({ [file]: text });
}
/** The good site with the about page's HTML edited. */
export function aboutWith(edit: (html: string) => string): SiteFiles {
  return withFiles({ 'about-us/index.html': edit(pageHtml(ABOUT)) });
}
export function withJsonLd(page: TestPage, jsonLd: unknown): SiteFiles {
  const files = goodSite();
  addPage(files, { ...page, jsonLd });
  return files;
}
export const sitemap = (urls: string) => `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls}
</urlset>
`;
export const url = (path: string, extra = '') => `<url><loc>${TEST_SITE_URL}${path}</loc>${extra}</url>`;
export const GOOD_URLS = `${url('/')}\n${url('/about-us/')}`;
export const feed = (items: string, self = FEED_URL) => `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>
<title>Test news</title><link>${TEST_SITE_URL}/</link><description>News</description>
<atom:link href="${self}" rel="self" type="application/rss+xml"/>
${items}
</channel></rss>
`;
export const item = (link: string, date = 'Mon, 16 Oct 2023 09:00:00 GMT') =>
  `<item><title>A post</title><link>${link}</link><guid>${link}</guid><pubDate>${date}</pubDate></item>`;
