// Reads a built site once for all the checks: every file's path, a scan of every HTML page, the
// facts of every page-data file and the host's redirect rules. Page text is not kept, so the
// scan of a site with thousands of pages stays small.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pageDataPath } from '../../../src/content/page-data-path.ts';
import { routeOfPageData } from '../../../src/content/page-data-route.ts';
import { BUILD_HASH_META_NAME, HYDRATION_ELEMENT_ID } from '../../../src/lib/page-contract.ts';
import type { RedirectRule } from '../../host/serve/host-rules.ts';
import { cssUrls, type HtmlScan, type Reference, scanHtml } from './scan-html.ts';
import { toPosix } from './types.ts';

/** A string in page data that names a URL, and where it sits in the JSON. */
export interface JsonReference {
  pointer: string;
  url: string;
}

export interface PageDataScan {
  /** `assets/data/product/x/index.json` */
  file: string;
  /** The route the file belongs to: `/product/x/`. */
  route: string;
  hash: unknown;
  template: unknown;
  /** Digest of the parsed JSON, to compare with the page's hydration data. */
  digest: string;
  references: JsonReference[];
  /** Set when the file is not valid JSON. */
  error?: string;
}

export interface PageScan extends Omit<HtmlScan, 'hydration'> {
  file: string;
  /** The URL path the host serves this file at: `/about-us/`, `/404.html`. */
  urlPath: string;
  /** For `<route>/index.html`: the route (`/about-us/`); null for other HTML files (404.html). */
  route: string | null;
  /** `site` is the path of the site data file the page names. */
  hydration: { line: number; hash: unknown; digest: string; site?: unknown; error?: string } | null;
}

export interface SiteScan {
  dir: string;
  /** Every file, relative to `dir`, with forward slashes. */
  files: Set<string>;
  pages: Map<string, PageScan>;
  /** Keyed by route. */
  pageData: Map<string, PageDataScan>;
  /** `url(…)` references of each stylesheet, by file. */
  stylesheets: Map<string, string[]>;
  redirects: RedirectRule[];
}

/** `about-us/index.html` → `/about-us/`; `index.html` → `/`; `404.html` → `/404.html`. */
export function urlPathOf(file: string): string {
  if (file === 'index.html') return '/';
  if (file.endsWith('/index.html')) return `/${file.slice(0, -'index.html'.length)}`;
  return `/${file}`;
}

/** `/about-us/` → `assets/data/about-us/index.json`: the file, relative to the site folder. */
export function pageDataFileOf(route: string): string {
  return pageDataPath(route).slice(1);
}

function digest(value: unknown): string {
  return createHash('sha1').update(JSON.stringify(value)).digest('base64url');
}

/** Local asset paths and link targets inside page data: what the client will request or link to. */
function isUrlString(key: string, value: string): boolean {
  if (key === 'href' || key === 'src' || key === 'srcSet' || key === 'srcset') return value.length > 0;
  return /^\/(images|assets|files)\//.test(value);
}

export function jsonReferences(value: unknown, pointer = ''): JsonReference[] {
  const found: JsonReference[] = [];
  const walk = (node: unknown, at: string, key: string) => {
    if (typeof node === 'string') {
      if (isUrlString(key, node)) found.push({ pointer: at, url: node });
    } else if (Array.isArray(node)) {
      node.forEach((item, i) => {
        walk(item, `${at}[${i}]`, key);
      });
    } else if (node !== null && typeof node === 'object') {
      for (const [k, v] of Object.entries(node)) walk(v, at ? `${at}.${k}` : k, k);
    }
  };
  walk(value, pointer, '');
  return found;
}

function scanPageData(dir: string, file: string, route: string): PageDataScan {
  const base = { file, route, hash: undefined, template: undefined, digest: '', references: [] };
  try {
    const data = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, unknown>;
    return {
      ...base,
      hash: data.hash,
      template: data.template,
      digest: digest(data),
      references: jsonReferences(data),
    };
  } catch (error) {
    return { ...base, error: (error as Error).message };
  }
}

function scanPage(dir: string, file: string): PageScan {
  const scan = scanHtml(readFileSync(join(dir, file), 'utf8'), {
    buildHashMeta: BUILD_HASH_META_NAME,
    hydrationId: HYDRATION_ELEMENT_ID,
  });
  const urlPath = urlPathOf(file);
  let hydration: PageScan['hydration'] = null;
  if (scan.hydration) {
    try {
      const payload = JSON.parse(scan.hydration.text) as { site?: unknown; page?: { hash?: unknown } };
      hydration = {
        line: scan.hydration.line,
        hash: payload.page?.hash,
        digest: digest(payload.page),
        site: payload.site,
      };
    } catch (error) {
      hydration = { line: scan.hydration.line, hash: undefined, digest: '', error: (error as Error).message };
    }
  }
  return {
    file,
    urlPath,
    route: file === 'index.html' || file.endsWith('/index.html') ? urlPath : null,
    ids: scan.ids,
    references: scan.references,
    buildHashes: scan.buildHashes,
    seo: scan.seo,
    hydration,
  };
}

export function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => toPosix(relative(dir, join(entry.parentPath, entry.name))));
}

export function scanSite(dir: string): SiteScan {
  if (!existsSync(dir)) throw new Error(`${dir} does not exist: build the site first.`);
  const all = listFiles(dir).sort();
  const site: SiteScan = {
    dir,
    files: new Set(all),
    pages: new Map(),
    pageData: new Map(),
    stylesheets: new Map(),
    redirects: [],
  };
  for (const file of all) {
    const dataRoute = routeOfPageData(`/${file}`);
    if (file.endsWith('.html')) site.pages.set(file, scanPage(dir, file));
    else if (dataRoute !== null) site.pageData.set(dataRoute, scanPageData(dir, file, dataRoute));
    else if (file.endsWith('.css')) {
      site.stylesheets.set(file, cssUrls(readFileSync(join(dir, file), 'utf8')));
    }
  }
  if (site.files.has('_redirects')) {
    site.redirects = readRedirectRulesSync(join(dir, '_redirects'));
  }
  return site;
}

export type { Reference };

// The rules as the local server reads them, with the host's parser (scripts/host/serve/host-rules.ts).
// The parser is asynchronous and the scan is not, so it runs in a child process.
function readRedirectRulesSync(file: string): RedirectRule[] {
  const hostRules = new URL('../../host/serve/host-rules.ts', import.meta.url).href;
  const script = `import(${JSON.stringify(hostRules)}).then((m) => m.readRedirectRules(process.argv[1])).then(
    (rules) => process.stdout.write(JSON.stringify(rules)),
    (error) => { process.stderr.write(error.message); process.exitCode = 1; })`;
  try {
    return JSON.parse(
      execFileSync(process.execPath, ['-e', script, file], { encoding: 'utf8', stdio: 'pipe' }),
    );
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr;
    throw stderr ? new Error(stderr) : error;
  }
}
