// The pages this device can open without a signal, read from the offline worker's caches: pages
// opened by a full load (their HTML) and pages opened in the app (their page data). The offline
// page lists them.

import { routeOfPageData } from '../../content/page-data-route.ts';
import { NOT_FOUND_PATH, OFFLINE_PATH } from '../../content/paths.ts';
import { compareText } from '../../lib/compare-text.ts';
import { CACHES } from './caches.ts';

export interface CachedPage {
  path: string;
  title: string;
}

/** The part of Cache Storage read here, so a test can pass a fake. */
export interface CacheReader {
  has(name: string): Promise<boolean>;
  open(name: string): Promise<Pick<Cache, 'keys' | 'match'>>;
}

const HIDDEN = new Set([OFFLINE_PATH, NOT_FOUND_PATH]);

function decodeEntities(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([\da-f]+);/gi, (_, code: string) => String.fromCodePoint(Number.parseInt(code, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The page's own title from a document title `Page | Site` (the home page's is the site's name). */
export function titleOfHtml(html: string): string | null {
  const match = /<title>([^<]*)<\/title>/i.exec(html);
  if (!match?.[1]) return null;
  const title = decodeEntities(match[1]).trim();
  const cut = title.lastIndexOf(' | ');
  return cut > 0 ? title.slice(0, cut) : title;
}

function titleOfData(json: unknown): string | null {
  if (typeof json !== 'object' || json === null || !('meta' in json)) return null;
  const meta = json.meta;
  if (typeof meta !== 'object' || meta === null || !('title' in meta)) return null;
  return typeof meta.title === 'string' && meta.title.trim() !== '' ? meta.title : null;
}

async function readCache(
  storage: CacheReader,
  name: string,
  pathOf: (url: URL) => string | null,
  titleOf: (response: Response) => Promise<string | null>,
  found: Map<string, string>,
) {
  if (!(await storage.has(name))) return;
  const cache = await storage.open(name);
  for (const request of await cache.keys()) {
    const url = new URL(request.url);
    const path = pathOf(url);
    if (!path || HIDDEN.has(path) || found.has(path)) continue;
    const response = await cache.match(request);
    const title = response ? await titleOf(response).catch(() => null) : null;
    if (title) found.set(path, title);
  }
}

/** Every page the caches hold, by title (the home page first). Empty without Cache Storage. */
export async function cachedPages(
  storage: CacheReader | undefined = globalThis.caches,
): Promise<CachedPage[]> {
  if (!storage) return [];
  const found = new Map<string, string>();
  await readCache(
    storage,
    CACHES.pages.name,
    (url) => (url.pathname.endsWith('/') ? url.pathname : null),
    async (response) => titleOfHtml(await response.text()),
    found,
  );
  await readCache(
    storage,
    CACHES.pageData.name,
    (url) => routeOfPageData(url.pathname),
    async (response) => titleOfData(await response.json()),
    found,
  );
  return [...found]
    .map(([path, title]) => ({ path, title }))
    .sort((a, b) => (a.path === '/' ? -1 : b.path === '/' ? 1 : compareText(a.title, b.title)));
}
