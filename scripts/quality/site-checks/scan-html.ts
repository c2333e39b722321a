// One pass over a page's HTML with a streaming tokenizer (htmlparser2): the references it makes,
// the ids it offers as link targets, its build-hash meta tags and its hydration data. Thousands of
// pages are scanned per run, so nothing here builds a DOM or keeps the page text.
import { Parser } from 'htmlparser2';
import { BOOT_MODULE_META, PAGE_MODULES_META } from '../../../src/lib/page-contract.ts';

/** One URL a page refers to, with what refers to it and where. */
export interface Reference {
  /** `a[href]`, `img[srcset]`, `link[rel=canonical][href]`, `style[url]`, …: for messages and rules. */
  source: string;
  url: string;
  line: number;
  column: number;
  /** The link's rel tokens (lower case) for `<link>`, else empty. */
  rel: readonly string[];
}

export interface HydrationScan {
  line: number;
  text: string;
}

/** What search engines, link previews and feed readers read in a page (scripts/quality/site-checks/seo.ts). */
export interface SeoScan {
  /** `<link rel=canonical href>`, each one. */
  canonicals: { url: string; line: number }[];
  /** Open Graph (`og:`, `article:`), Twitter (`twitter:`) and `robots` meta tags, in order. */
  meta: { key: string; content: string; line: number }[];
  /** The text of each `<script type="application/ld+json">`. */
  jsonLd: { text: string; line: number }[];
  /** `<link rel=alternate type=application/rss+xml href>`: the feeds the page names. */
  feeds: { url: string; line: number }[];
}

export interface HtmlScan {
  ids: Set<string>;
  references: Reference[];
  buildHashes: { value: string; line: number }[];
  hydration: HydrationScan | null;
  seo: SeoScan;
}

export interface ScanOptions {
  /** Name of the meta tag carrying the build hash. */
  buildHashMeta: string;
  /** Id of the `<script type="application/json">` with the hydration data. */
  hydrationId: string;
}

/** Attributes holding one URL, per element. */
const URL_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href'],
  area: ['href'],
  link: ['href'],
  script: ['src'],
  img: ['src'],
  source: ['src'],
  video: ['src', 'poster'],
  audio: ['src'],
  track: ['src'],
  iframe: ['src'],
  embed: ['src'],
  object: ['data'],
  form: ['action'],
  input: ['src'],
};
const SRCSET_ELEMENTS = new Set(['img', 'source']);
/** Open Graph and Twitter tags whose content is a URL. */
const URL_META = new Set(['og:url', 'og:image', 'og:image:url', 'twitter:image']);
/** Shared by every reference that is not a <link>: thousands of pages, one array. */
const NO_REL: readonly string[] = Object.freeze([]);
/** Meta tags the SEO check reads: Open Graph, article, Twitter and robots. */
const SEO_META = /^(?:og|article|twitter):|^robots$/;
const FEED_TYPES = new Set(['application/rss+xml', 'application/atom+xml']);
const CSS_URL = /url\(\s*(['"]?)([^'")]+)\1\s*\)/g;

const isSpace = (c: number) => c === 32 || c === 9 || c === 10 || c === 12 || c === 13;
const COMMA = 44;

/** The URLs of a `srcset` (descriptors dropped), as the HTML standard splits candidates. */
export function srcsetUrls(srcset: string): string[] {
  // Character codes, not regular expressions: every image of thousands of pages comes through here.
  const urls: string[] = [];
  const n = srcset.length;
  let at = 0;
  while (at < n) {
    while (at < n && (isSpace(srcset.charCodeAt(at)) || srcset.charCodeAt(at) === COMMA)) at++;
    if (at >= n) break;
    const start = at;
    while (at < n && !isSpace(srcset.charCodeAt(at))) at++;
    let end = at;
    if (srcset.charCodeAt(end - 1) === COMMA) {
      // No descriptor: the comma ends the candidate.
      while (end > start && srcset.charCodeAt(end - 1) === COMMA) end--;
    } else {
      // Skip the descriptors, up to the comma that ends this candidate (none inside parentheses).
      let depth = 0;
      for (; at < n; at++) {
        const c = srcset.charCodeAt(at);
        if (c === 40) depth++;
        else if (c === 41) depth = Math.max(0, depth - 1);
        else if (c === COMMA && depth === 0) break;
      }
    }
    if (end > start) urls.push(srcset.slice(start, end));
  }
  return urls;
}

/** The `url(…)` references of a piece of CSS. */
export function cssUrls(css: string): string[] {
  return [...css.matchAll(CSS_URL)].map((m) => (m[2] ?? '').trim()).filter(Boolean);
}

export function scanHtml(html: string, options: ScanOptions): HtmlScan {
  const scan: HtmlScan = {
    ids: new Set(),
    references: [],
    buildHashes: [],
    hydration: null,
    seo: { canonicals: [], meta: [], jsonLd: [], feeds: [] },
  };
  // Positions: tag start offsets only grow, so count newlines incrementally.
  let lineAt = 0;
  let line = 1;
  let lineStart = 0;
  const lineOf = (offset: number) => {
    for (; lineAt < offset && lineAt < html.length; lineAt++) {
      if (html.charCodeAt(lineAt) === 10) {
        line++;
        lineStart = lineAt + 1;
      }
    }
    return line;
  };
  let hydrationText: string[] | null = null;
  let hydrationLine = 0;
  let jsonLdText: string[] | null = null;
  let jsonLdLine = 0;
  let styleText: string[] | null = null;
  let styleLine = 0;
  let styleColumn = 0;

  const parser = new Parser(
    {
      onopentag(name, attribs) {
        const at = lineOf(parser.startIndex);
        const column = parser.startIndex - lineStart + 1;
        if (attribs.id !== undefined) scan.ids.add(attribs.id);
        if (name === 'a' && attribs.name !== undefined) scan.ids.add(attribs.name);
        const rel = name === 'link' ? (attribs.rel ?? '').toLowerCase().split(/\s+/).filter(Boolean) : NO_REL;
        for (const attr of URL_ATTRIBUTES[name] ?? []) {
          const value = attribs[attr];
          if (value === undefined) continue;
          const label = rel.length > 0 ? `${name}[rel=${rel.join(' ')}]` : `${name}[${attr}]`;
          scan.references.push({ source: label, url: value.trim(), line: at, column, rel });
        }
        if (SRCSET_ELEMENTS.has(name) && attribs.srcset !== undefined) {
          for (const url of srcsetUrls(attribs.srcset)) {
            scan.references.push({ source: `${name}[srcset]`, url, line: at, column, rel });
          }
        }
        if (attribs.style?.includes('url(')) {
          for (const url of cssUrls(attribs.style)) {
            scan.references.push({ source: `${name}[style]`, url, line: at, column, rel });
          }
        }
        if (name === 'link' && attribs.href !== undefined) {
          if (rel.includes('canonical')) scan.seo.canonicals.push({ url: attribs.href.trim(), line: at });
          if (rel.includes('alternate') && FEED_TYPES.has(attribs.type ?? '')) {
            scan.seo.feeds.push({ url: attribs.href.trim(), line: at });
          }
        }
        if (name === 'meta') {
          const key = attribs.property ?? attribs.name ?? '';
          if (SEO_META.test(key)) scan.seo.meta.push({ key, content: attribs.content ?? '', line: at });
          if (attribs.name === options.buildHashMeta) {
            scan.buildHashes.push({ value: attribs.content ?? '', line: at });
          }
          const property = attribs.property ?? attribs.name ?? '';
          // The boot module the inline script adds (src/app/boot-loader.ts), and the modules boot
          // preloads when it starts the app: scripts of the page.
          if (property === PAGE_MODULES_META || property === BOOT_MODULE_META) {
            for (const url of (attribs.content ?? '').split(/\s+/).filter(Boolean)) {
              scan.references.push({ source: `meta[${property}]`, url, line: at, column, rel });
            }
          }
          if (URL_META.has(property) && attribs.content) {
            scan.references.push({
              source: `meta[${property}]`,
              url: attribs.content.trim(),
              line: at,
              column,
              rel,
            });
          }
        }
        if (name === 'script' && attribs.id === options.hydrationId) {
          hydrationText = [];
          hydrationLine = at;
        }
        if (name === 'script' && attribs.type?.toLowerCase() === 'application/ld+json') {
          jsonLdText = [];
          jsonLdLine = at;
        }
        if (name === 'style') {
          styleText = [];
          styleLine = at;
          styleColumn = column;
        }
      },
      ontext(text) {
        hydrationText?.push(text);
        jsonLdText?.push(text);
        styleText?.push(text);
      },
      onclosetag(name) {
        if (name === 'script' && hydrationText) {
          scan.hydration = { line: hydrationLine, text: hydrationText.join('') };
          hydrationText = null;
        }
        if (name === 'script' && jsonLdText) {
          scan.seo.jsonLd.push({ line: jsonLdLine, text: jsonLdText.join('') });
          jsonLdText = null;
        }
        if (name === 'style' && styleText) {
          for (const url of cssUrls(styleText.join(''))) {
            scan.references.push({
              source: 'style[url]',
              url,
              line: styleLine,
              column: styleColumn,
              rel: [],
            });
          }
          styleText = null;
        }
      },
    },
    // Script text is raw: no entity decoding inside it, as in a browser.
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  return scan;
}
