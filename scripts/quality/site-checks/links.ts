// Check 2, links and references: every internal URL the built site uses (links and their #anchors,
// images and srcsets, stylesheets, icons, preloads, scripts, canonical and social URLs, url() in
// CSS, asset paths and links inside page data, sitemap entries, search results, redirect targets)
// resolves to a file of the site, and no page names one script, preload or stylesheet twice.
// External URLs are counted per host, never fetched: the check runs offline.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { classify, type Resolution, resolvePath } from './resolve.ts';
import { type Reference, type SiteScan, scanSite } from './site-scan.ts';
import type { CheckResult, Finding } from './types.ts';

export interface LinkCheckOptions {
  /** The site's public address (SITE_URL): canonical and social URLs must start with it. */
  siteUrl: string;
}

/** References that must be absolute URLs on SITE_URL (crawlers and social sites read them). */
const ABSOLUTE_SOURCES = new Set(['link[rel=canonical]', 'meta[og:url]', 'sitemap <loc>']);
/** Script elements, and the modules src/app/boot.ts preloads (meta page-modules). */
const SCRIPT_SOURCES = new Set(['script[src]', 'meta[page-modules]']);
/** References a page should make once: scripts, preloads and stylesheets. */
const LOADED_ONCE =
  /^script\[src\]$|^meta\[page-modules\]$|^link\[rel=.*\b(modulepreload|preload|stylesheet)\b/;
/** Results of the site search (flexsearch.json `docs`: `[type, title, path]`) link to pages. */
const SEARCH_SOURCE = 'search result';
const SEARCH_INDEX_FILE = 'flexsearch.json';
/** What a reference needs to find: a page (HTML) for links, a file of a kind for assets. */
function expectedKind(reference: Pick<Reference, 'source' | 'rel'>): 'page' | 'js' | 'css' | 'any' {
  if (ABSOLUTE_SOURCES.has(reference.source) || reference.source === SEARCH_SOURCE) return 'page';
  if (SCRIPT_SOURCES.has(reference.source) || reference.rel.includes('modulepreload')) return 'js';
  if (reference.rel.includes('stylesheet')) return 'css';
  return 'any';
}

interface Context {
  site: SiteScan;
  siteOrigin: string;
  findings: Finding[];
  externalHosts: Map<string, number>;
  functions: Set<string>;
  resolved: Map<string, Resolution>;
  checkedReferences: number;
}

function resolveCached(context: Context, path: string): Resolution {
  let resolution = context.resolved.get(path);
  if (!resolution) {
    resolution = resolvePath(context.site, path);
    context.resolved.set(path, resolution);
  }
  return resolution;
}

/** The end of a redirect chain, or the resolution itself. */
function finalOf(resolution: Resolution): Resolution {
  return resolution.kind === 'redirect' ? finalOf(resolution.final) : resolution;
}

interface Located {
  file: string;
  line?: number;
  column?: number;
  pointer?: string;
}

type Problem = [message: string, rule: string] | null;

/** What is wrong with one reference, if anything; counts external hosts and functions on the way. */
function problemOf(
  context: Context,
  basePath: string,
  reference: Pick<Reference, 'source' | 'url' | 'rel'>,
): Problem {
  const { url, source } = reference;
  if (url === '') return source === 'a[href]' || source === 'form[action]' ? null : ['is empty', 'empty-url'];
  const target = classify(url, basePath, context.siteOrigin);
  const mustBeAbsolute = ABSOLUTE_SOURCES.has(source);
  if (target.kind === 'malformed') return [target.reason, 'malformed-url'];
  if (target.kind === 'skip') return null;
  if (target.kind === 'function') {
    context.functions.add(target.path);
    return null;
  }
  if (target.kind === 'external') {
    if (mustBeAbsolute) return [`must be on SITE_URL ${context.siteOrigin}`, 'not-site-url'];
    context.externalHosts.set(target.host, (context.externalHosts.get(target.host) ?? 0) + 1);
    return null;
  }
  if (mustBeAbsolute && !target.absolute) {
    return [`must be an absolute URL on SITE_URL ${context.siteOrigin}`, 'not-site-url'];
  }

  const resolution = resolveCached(context, target.path);
  const final = finalOf(resolution);
  if (final.kind === 'missing') return ['no such file or page in the site', 'broken'];
  if (final.kind === 'slashless') {
    return [`needs a trailing slash: /${final.file.slice(0, -'index.html'.length)}`, 'slash'];
  }
  if (resolution.kind === 'redirect' && source !== 'a[href]') {
    return [`is a redirect to ${resolution.to}; refer to the target`, 'redirect'];
  }
  const kind = expectedKind(reference);
  if (kind === 'page' && final.kind !== 'page') return ['is not a page', 'not-a-page'];
  if (kind === 'js' && final.kind === 'file' && !/\.m?js$/.test(final.file))
    return ['is not a script', 'wrong-type'];
  if (kind === 'css' && final.kind === 'file' && !final.file.endsWith('.css')) {
    return ['is not a stylesheet', 'wrong-type'];
  }
  if (target.hash && target.hash !== 'top' && final.kind === 'page') {
    const page = context.site.pages.get(final.file);
    if (page && !page.ids.has(target.hash))
      return [`no element with id "${target.hash}" on ${final.file}`, 'anchor'];
  }
  return null;
}

function checkOne(
  context: Context,
  at: Located,
  basePath: string,
  reference: Pick<Reference, 'source' | 'url' | 'rel'>,
): void {
  context.checkedReferences++;
  const problem = problemOf(context, basePath, reference);
  if (problem) {
    const [message, rule] = problem;
    context.findings.push({
      ...at,
      message: `${reference.source} ${JSON.stringify(reference.url)}: ${message}`,
      rule,
    });
  }
}

/** Sitemap entries: absolute URLs on SITE_URL that are pages. */
function checkSitemap(context: Context): number {
  if (!context.site.files.has('sitemap.xml')) return 0;
  const xml = readFileSync(join(context.site.dir, 'sitemap.xml'), 'utf8');
  // An index names sitemap files, not pages; the search-engine check (seo.ts) follows it.
  if (/<sitemapindex[\s>]/.test(xml)) return 0;
  let count = 0;
  for (const match of xml.matchAll(/<loc>\s*([^<]*?)\s*<\/loc>/g)) {
    count++;
    const line = xml.slice(0, match.index).split('\n').length;
    checkOne(context, { file: 'sitemap.xml', line }, '/', {
      source: 'sitemap <loc>',
      url: (match[1] ?? '').replaceAll('&amp;', '&'),
      rel: [],
    });
  }
  return count;
}

/** Every search result's path is a page; returns how many results there are. */
function checkSearchIndex(context: Context): number {
  if (!context.site.files.has(SEARCH_INDEX_FILE)) return 0;
  let index: { docs?: unknown };
  try {
    index = JSON.parse(readFileSync(join(context.site.dir, SEARCH_INDEX_FILE), 'utf8')) as { docs?: unknown };
  } catch (error) {
    context.findings.push({
      file: SEARCH_INDEX_FILE,
      message: `is not valid JSON: ${(error as Error).message}`,
      rule: 'search-json',
    });
    return 0;
  }
  const docs = Array.isArray(index.docs) ? (index.docs as unknown[]) : [];
  docs.forEach((doc, i) => {
    const path = Array.isArray(doc) ? doc[2] : undefined;
    if (typeof path !== 'string') return;
    checkOne(context, { file: SEARCH_INDEX_FILE, pointer: `docs[${i}]` }, '/', {
      source: SEARCH_SOURCE,
      url: path,
      rel: [],
    });
  });
  return docs.length;
}

function checkRedirectTargets(context: Context): void {
  for (const rule of context.site.redirects) {
    if (rule.to.includes(':') && !/^https?:\/\//i.test(rule.to)) continue; // placeholders
    checkOne(context, { file: '_redirects', line: rule.line }, '/', {
      source: `redirect ${rule.from} →`,
      url: rule.to,
      rel: [],
    });
  }
}

export function checkLinks(dirOrScan: string | SiteScan, options: LinkCheckOptions): CheckResult {
  const started = performance.now();
  const site = typeof dirOrScan === 'string' ? scanSite(dirOrScan) : dirOrScan;
  const context: Context = {
    site,
    siteOrigin: new URL(options.siteUrl).origin,
    findings: [],
    externalHosts: new Map(),
    functions: new Set(),
    resolved: new Map(),
    checkedReferences: 0,
  };

  for (const page of site.pages.values()) {
    const loaded = new Set<string>();
    for (const reference of page.references) {
      const at = { file: page.file, line: reference.line, column: reference.column };
      checkOne(context, at, page.urlPath, reference);
      // The browser fetches a repeated one once, but each repeat is bytes on every page.
      if (LOADED_ONCE.test(reference.source)) {
        const key = `${reference.source} ${reference.url}`;
        if (loaded.has(key)) {
          context.findings.push({ ...at, message: `${key}: named twice in the page`, rule: 'duplicate' });
        }
        loaded.add(key);
      }
    }
  }
  for (const data of site.pageData.values()) {
    for (const reference of data.references) {
      const source = /\.(href|link)$|^href$/.test(reference.pointer) ? 'page-data link' : 'page-data asset';
      checkOne(context, { file: data.file, pointer: reference.pointer }, data.route, {
        source,
        url: reference.url,
        rel: [],
      });
    }
  }
  for (const [file, urls] of site.stylesheets) {
    for (const url of urls) checkOne(context, { file }, `/${file}`, { source: 'css url()', url, rel: [] });
  }
  const sitemapEntries = checkSitemap(context);
  const searchResults = checkSearchIndex(context);
  checkRedirectTargets(context);

  const hosts = [...context.externalHosts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const notes = [
    `${context.checkedReferences.toLocaleString('en-GB')} references in ${site.pages.size} HTML files, ` +
      `${site.pageData.size} page-data files and ${site.stylesheets.size} stylesheets` +
      (sitemapEntries ? `; ${sitemapEntries} sitemap entries` : '') +
      (searchResults ? `; ${searchResults} search results` : ''),
    hosts.length === 0
      ? 'external: none'
      : `external (not fetched): ${hosts.map(([host, n]) => `${host} ×${n}`).join(', ')}`,
  ];
  if (context.functions.size > 0)
    notes.push(`function endpoints (not files): ${[...context.functions].join(', ')}`);
  return {
    name: 'links and references',
    checked: site.pages.size + site.pageData.size + site.stylesheets.size,
    findings: context.findings,
    notes,
    ms: performance.now() - started,
  };
}
