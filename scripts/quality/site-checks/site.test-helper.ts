// A tiny built site for the site-check tests: correct in every way the checks look at, so each
// test breaks one thing and expects exactly that to be found. `writeSite` puts it in a temp folder.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pageDataFileOf } from './site-scan.ts';

export const TEST_SITE_URL = 'http://localhost:4173';
export const TEST_HASH = 'abc123';

export type SiteFiles = Record<string, string>;

export interface TestPage {
  route: string;
  title: string;
  template: string;
  /** What goes inside <main>. */
  main: string;
  hash?: string;
  /** Extra page-data fields (links, images) under `data`. */
  data?: Record<string, unknown>;
  /** false: `<meta name="robots" content="noindex">`, and left out of the sitemap. */
  indexable?: boolean;
  /** Structured data for a `<script type="application/ld+json">` in the head. */
  jsonLd?: unknown;
}

/** The feed every page links to, and the sitemap every indexable page is listed in. */
export const FEED_URL = `${TEST_SITE_URL}/feed.xml`;
const SHARE_IMAGE = `${TEST_SITE_URL}/images/a/hero-1600.webp`;

export function pageData(page: TestPage): Record<string, unknown> {
  return {
    hash: page.hash ?? TEST_HASH,
    template: page.template,
    meta: {
      title: page.title,
      path: page.route,
      description: '',
      image: null,
      indexable: page.indexable ?? true,
      updatedAt: null,
    },
    data: page.data ?? {},
  };
}

/** The site data file every test page names. */
export const TEST_SITE_DATA = '/assets/site/0123456789abcdef.json';

/** A page as the prerender writes it: head tags, chrome, main content and hydration data. */
export function pageHtml(page: TestPage, overrides: { hydration?: unknown } = {}): string {
  const hydration = overrides.hydration ?? { site: TEST_SITE_DATA, page: pageData(page) };
  const robots = page.indexable === false ? '\n    <meta name="robots" content="noindex">' : '';
  const jsonLd =
    page.jsonLd === undefined
      ? ''
      : `\n    <script type="application/ld+json">${JSON.stringify(page.jsonLd).replaceAll('<', '\\u003c')}</script>`;
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <link rel="icon" type="image/png" href="/favicon-32x32.png">
    <title>${page.title} | Test</title>
    <link rel="canonical" href="${TEST_SITE_URL}${page.route}">
    <meta name="build-hash" content="${page.hash ?? TEST_HASH}">
    <meta property="og:url" content="${TEST_SITE_URL}${page.route}">${robots}
    <meta property="og:type" content="website">
    <meta property="og:title" content="${page.title} | Test">
    <meta property="og:description" content="A test page">
    <meta property="og:image" content="${SHARE_IMAGE}">
    <meta property="og:image:width" content="1600">
    <meta property="og:image:height" content="800">
    <meta property="og:image:alt" content="A tractor">
    <meta name="twitter:card" content="summary_large_image">
    <link rel="alternate" type="application/rss+xml" title="Test news" href="${FEED_URL}">${jsonLd}
    <link rel="modulepreload" crossorigin href="/assets/js/${page.template}.js">
    <script type="module" crossorigin src="/assets/js/index.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/css/style.css">
  </head>
  <body>
    <div id="root">
      <a href="#main">Skip to content</a>
      <header><nav aria-label="Main"><a href="/">Home</a> <a href="/about-us/">About</a></nav></header>
      <main id="main">
${page.main}
      </main>
      <footer><a href="https://www.youtube.com/@test">YouTube</a> <a href="mailto:sales@example.com">Email</a></footer>
    </div>
    <script type="application/json" id="hydration-data">${JSON.stringify(hydration)}</script>
  </body>
</html>
`;
}

export const HOME: TestPage = {
  route: '/',
  title: 'Home',
  template: 'home',
  main: `        <h1>Home</h1>
        <p><a href="/about-us/#team">Our team</a></p>
        <img src="/images/a/hero-800.webp" srcset="/images/a/hero-800.webp 800w, /images/a/hero-1600.webp 1600w" sizes="100vw" alt="A tractor" width="800" height="400">`,
  data: { hero: { image: { src: '/images/a/hero-800.webp' } }, cta: { link: { href: '/about-us/' } } },
  jsonLd: {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: 'Test',
    url: `${TEST_SITE_URL}/`,
    logo: `${TEST_SITE_URL}/images/a/hero-800.webp`,
  },
};

export const ABOUT: TestPage = {
  route: '/about-us/',
  title: 'About us',
  template: 'page',
  main: `        <h1>About us</h1>
        <h2 id="team">Our team</h2>
        <p><a href="/">Back home</a> <a href="/home/">Old home address</a></p>`,
  jsonLd: {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: `${TEST_SITE_URL}/` },
          { '@type': 'ListItem', position: 2, name: 'About us', item: `${TEST_SITE_URL}/about-us/` },
        ],
      },
    ],
  },
};

export const NOT_FOUND: TestPage = {
  route: '/404/',
  title: 'Page not found',
  template: 'not-found',
  main: '        <h1>Page not found</h1>',
  indexable: false,
};

export function goodSite(): SiteFiles {
  const files: SiteFiles = {
    'assets/css/style.css':
      '@font-face{font-family:Inter;src:url(/assets/fonts/inter.woff2) format("woff2")}',
    'assets/fonts/inter.woff2': 'font',
    [TEST_SITE_DATA.slice(1)]: '{"siteName":"Test"}',
    'assets/js/index.js': 'export {};',
    'assets/js/home.js': 'export {};',
    'assets/js/page.js': 'export {};',
    'assets/js/not-found.js': 'export {};',
    'favicon-32x32.png': 'png',
    'images/a/hero-800.webp': 'webp',
    'images/a/hero-1600.webp': 'webp',
    _redirects: '/home/  /  301\n',
    'sitemap.xml': `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <url><loc>${TEST_SITE_URL}/</loc><lastmod>2023-10-25T12:42:00Z</lastmod></url>
  <url><loc>${TEST_SITE_URL}/about-us/</loc></url>
</urlset>
`,
    'robots.txt': `User-agent: *\nAllow: /\n\nSitemap: ${TEST_SITE_URL}/sitemap.xml\n`,
    'feed.xml': `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
<channel>
<title>Test news</title>
<link>${TEST_SITE_URL}/</link>
<description>News from Test</description>
<atom:link href="${FEED_URL}" rel="self" type="application/rss+xml"/>
<item>
<title>About us &amp; our team</title>
<link>${TEST_SITE_URL}/about-us/</link>
<guid isPermaLink="true">${TEST_SITE_URL}/about-us/</guid>
<pubDate>Mon, 16 Oct 2023 09:00:00 GMT</pubDate>
</item>
</channel>
</rss>
`,
  };
  for (const page of [HOME, ABOUT, NOT_FOUND]) addPage(files, page);
  files['404.html'] = files['404/index.html'] as string;
  return files;
}

/** The good site with `changes` written over its files: one broken thing for a check to find. */
export function withFiles(changes: SiteFiles): SiteFiles {
  return { ...goodSite(), ...changes };
}

/** Adds a page's HTML and page data at the paths the prerender uses. */
export function addPage(files: SiteFiles, page: TestPage, html = pageHtml(page)): void {
  const folder = page.route.slice(1);
  files[`${folder}index.html`] = html;
  files[pageDataFileOf(page.route)] = JSON.stringify(pageData(page));
}

const written: string[] = [];

export function writeSite(files: SiteFiles): string {
  const dir = mkdtempSync(join(tmpdir(), 'site-check-'));
  written.push(dir);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  return dir;
}

/** The 1-based line and column of the first occurrence of `text` in a file of the site. */
export function positionOf(files: SiteFiles, file: string, text: string): { line: number; column: number } {
  const content = files[file] ?? '';
  const at = content.indexOf(text);
  if (at < 0) throw new Error(`${file} does not contain ${text}`);
  const before = content.slice(0, at).split('\n');
  return { line: before.length, column: (before.at(-1) ?? '').length + 1 };
}

export function lineOf(files: SiteFiles, file: string, text: string): number {
  return positionOf(files, file, text).line;
}

/** Removes every folder `writeSite` made (call from afterAll). */
export function removeSites(): void {
  for (const dir of written.splice(0)) rmSync(dir, { recursive: true, force: true });
}
