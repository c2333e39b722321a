// The sitemap against the sitemaps.org protocol 0.9 and against the site: well-formed XML in the
// protocol's namespace, a `urlset` (or a `sitemapindex` of them) whose entries have one absolute
// `loc` on SITE_URL and a W3C date-time `lastmod`, within the limits per file; and the URLs it
// lists are exactly the indexable pages: none missing, none noindex, none that are not pages.
import {
  indexableRoutes,
  type Located,
  parseSiteXml,
  readSiteFile,
  report,
  resolveFinal,
  type SeoContext,
  sitePath,
} from './seo-context.ts';
import { childrenNamed, type XmlElement } from './xml.ts';

export const SITEMAP_FILE = 'sitemap.xml';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const MAX_URLS = 50_000;
const MAX_BYTES = 50 * 1024 * 1024;
const MAX_URL_LENGTH = 2048;
const CHANGEFREQ = new Set(['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never']);
/** W3C Datetime (https://www.w3.org/TR/NOTE-datetime): a year, a month, a day, or a time with a zone. */
const W3C_DATETIME =
  /^\d{4}(?:-\d{2}(?:-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2}))?)?)?$/;

interface Entry {
  loc: string;
  at: Located;
}

/** The element's children in the sitemap namespace, each named `allowed` at most `max` times. */
function checkChildren(
  context: SeoContext,
  file: string,
  element: XmlElement,
  rules: Record<string, { required: boolean; max: number }>,
): void {
  const counts = new Map<string, number>();
  for (const child of element.children) {
    if (child.uri !== NAMESPACE) continue; // extensions (images, alternates) live in other namespaces
    if (!(child.name in rules)) {
      report(
        context,
        { file, line: child.line },
        `<${child.name}> is not allowed in <${element.name}>`,
        'sitemap-shape',
      );
      continue;
    }
    counts.set(child.name, (counts.get(child.name) ?? 0) + 1);
  }
  for (const [name, rule] of Object.entries(rules)) {
    const count = counts.get(name) ?? 0;
    if (rule.required && count === 0) {
      report(context, { file, line: element.line }, `<${element.name}> has no <${name}>`, 'sitemap-shape');
    } else if (count > rule.max) {
      report(
        context,
        { file, line: element.line },
        `<${element.name}> has ${count} <${name}>`,
        'sitemap-shape',
      );
    }
  }
}

function checkDate(context: SeoContext, file: string, element: XmlElement | undefined): void {
  if (element && (!W3C_DATETIME.test(element.text) || Number.isNaN(Date.parse(element.text)))) {
    report(
      context,
      { file, line: element.line },
      `<lastmod> ${JSON.stringify(element.text)} is not a W3C date-time`,
      'sitemap-lastmod',
    );
  }
}

/** Reads one sitemap file: its root element, or null after reporting why it cannot be used. */
function readSitemap(context: SeoContext, file: string, at: Located): XmlElement | null {
  const text = readSiteFile(context, file);
  if (text === null) {
    report(context, at, `${file} is missing`, 'sitemap-missing');
    return null;
  }
  if (Buffer.byteLength(text) > MAX_BYTES) {
    report(context, { file }, `is larger than 50 MB, the protocol's limit`, 'sitemap-size');
  }
  const root = parseSiteXml(context, file, text, 'sitemap-xml');
  if (!root) return null;
  if (root.uri !== NAMESPACE || (root.name !== 'urlset' && root.name !== 'sitemapindex')) {
    report(
      context,
      { file, line: root.line },
      `the root is <${root.name}>, not <urlset> or <sitemapindex> in ${NAMESPACE}`,
      'sitemap-shape',
    );
    return null;
  }
  return root;
}

function urlsetEntries(context: SeoContext, file: string, root: XmlElement): Entry[] {
  const urls = childrenNamed(root, 'url', NAMESPACE);
  checkChildren(context, file, root, { url: { required: false, max: Number.POSITIVE_INFINITY } });
  if (urls.length > MAX_URLS) {
    report(context, { file }, `lists ${urls.length} URLs, more than the protocol's 50,000`, 'sitemap-size');
  }
  const entries: Entry[] = [];
  for (const url of urls) {
    checkChildren(context, file, url, {
      loc: { required: true, max: 1 },
      lastmod: { required: false, max: 1 },
      changefreq: { required: false, max: 1 },
      priority: { required: false, max: 1 },
    });
    checkDate(context, file, childrenNamed(url, 'lastmod', NAMESPACE)[0]);
    const changefreq = childrenNamed(url, 'changefreq', NAMESPACE)[0];
    if (changefreq && !CHANGEFREQ.has(changefreq.text)) {
      report(
        context,
        { file, line: changefreq.line },
        `<changefreq> ${changefreq.text} is not one of the protocol's`,
        'sitemap-shape',
      );
    }
    const priority = childrenNamed(url, 'priority', NAMESPACE)[0];
    if (priority && !/^(?:0(?:\.\d+)?|1(?:\.0+)?)$/.test(priority.text)) {
      report(
        context,
        { file, line: priority.line },
        `<priority> ${priority.text} is not between 0.0 and 1.0`,
        'sitemap-shape',
      );
    }
    const loc = childrenNamed(url, 'loc', NAMESPACE)[0];
    if (loc) entries.push({ loc: loc.text, at: { file, line: loc.line } });
  }
  return entries;
}

/** Every URL the sitemap lists, through its index when it is one. */
function sitemapEntries(context: SeoContext): { entries: Entry[]; files: number } | null {
  const root = readSitemap(context, SITEMAP_FILE, { file: SITEMAP_FILE });
  if (!root) return null;
  if (root.name === 'urlset') return { entries: urlsetEntries(context, SITEMAP_FILE, root), files: 1 };

  checkChildren(context, SITEMAP_FILE, root, { sitemap: { required: true, max: MAX_URLS } });
  const entries: Entry[] = [];
  let files = 1;
  for (const sitemap of childrenNamed(root, 'sitemap', NAMESPACE)) {
    checkChildren(context, SITEMAP_FILE, sitemap, {
      loc: { required: true, max: 1 },
      lastmod: { required: false, max: 1 },
    });
    checkDate(context, SITEMAP_FILE, childrenNamed(sitemap, 'lastmod', NAMESPACE)[0]);
    const loc = childrenNamed(sitemap, 'loc', NAMESPACE)[0];
    if (!loc) continue;
    const at = { file: SITEMAP_FILE, line: loc.line };
    const target = sitePath(context, loc.text);
    if ('problem' in target) {
      report(context, at, `sitemap ${target.problem}`, 'sitemap-url');
      continue;
    }
    const resolution = resolveFinal(context, target.path);
    if (resolution.kind !== 'file' || !resolution.file.endsWith('.xml')) {
      report(
        context,
        at,
        `sitemap ${JSON.stringify(loc.text)} is not an XML file of the site`,
        'sitemap-missing',
      );
      continue;
    }
    const part = readSitemap(context, resolution.file, at);
    if (!part) continue;
    files++;
    if (part.name !== 'urlset') {
      report(
        context,
        { file: resolution.file },
        'a sitemap index may list only <urlset> files',
        'sitemap-shape',
      );
      continue;
    }
    entries.push(...urlsetEntries(context, resolution.file, part));
  }
  return { entries, files };
}

/** The sitemap's checks; returns how many URLs it lists, in how many files. */
export function checkSitemap(context: SeoContext): { urls: number; files: number } {
  const read = sitemapEntries(context);
  if (!read) return { urls: 0, files: 0 };
  const indexable = indexableRoutes(context.site);
  const listed = new Set<string>();
  for (const { loc, at } of read.entries) {
    if (loc.length > MAX_URL_LENGTH)
      report(context, at, `<loc> is longer than 2,048 characters`, 'sitemap-url');
    const target = sitePath(context, loc);
    if ('problem' in target) {
      report(context, at, `<loc> ${target.problem}`, 'sitemap-url');
      continue;
    }
    if (listed.has(target.path)) {
      report(context, at, `<loc> ${JSON.stringify(loc)} is listed twice`, 'sitemap-duplicate');
      continue;
    }
    listed.add(target.path);
    if (indexable.has(target.path)) continue;
    const resolution = resolveFinal(context, target.path);
    report(
      context,
      at,
      resolution.kind === 'page'
        ? `<loc> ${JSON.stringify(loc)} is a page marked noindex`
        : `<loc> ${JSON.stringify(loc)} is not a page of the site`,
      resolution.kind === 'page' ? 'sitemap-noindex' : 'sitemap-not-a-page',
    );
  }
  for (const [route, file] of indexable) {
    if (!listed.has(route))
      report(context, { file }, 'an indexable page missing from the sitemap', 'sitemap-omits');
  }
  return { urls: read.entries.length, files: read.files };
}
