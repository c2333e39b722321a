// Structured data: each `<script type="application/ld+json">` parses as JSON, names the
// schema.org context, and every typed node has the fields its type needs for search engines
// (Google's required properties for the rich results the site aims at). URLs on SITE_URL must
// lead somewhere: pages for `url`, `item` and `mainEntityOfPage`, files for `image` and `logo`.
import { type Located, report, resolveFinal, type SeoContext, sitePath } from './seo-context.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Node = { [key: string]: Json };

const ARTICLE = ['headline', 'datePublished', 'image', 'author', 'publisher'];
const ORGANISATION = ['name', 'url'];
/** Required properties per type. Types not listed need only their `@type`. */
export const REQUIRED: Readonly<Record<string, readonly string[]>> = {
  WebSite: ['name', 'url'],
  Organization: ORGANISATION,
  LocalBusiness: [...ORGANISATION, 'address', 'telephone'],
  PostalAddress: ['streetAddress', 'addressLocality', 'postalCode', 'addressCountry'],
  BreadcrumbList: ['itemListElement'],
  ListItem: ['position', 'name'],
  Article: ARTICLE,
  NewsArticle: ARTICLE,
  BlogPosting: ARTICLE,
  Product: ['name', 'image'],
  Offer: ['price', 'priceCurrency'],
  UnitPriceSpecification: ['price', 'priceCurrency'],
  Brand: ['name'],
  ImageObject: ['url'],
};
const PAGE_URLS = new Set(['url', 'item', 'mainEntityOfPage']);
const FILE_URLS = new Set(['image', 'logo']);
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

const isNode = (value: Json | undefined): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const present = (value: Json | undefined) =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);
const typesOf = (node: Node): string[] => {
  const type = node['@type'];
  return (Array.isArray(type) ? type : [type]).filter((t): t is string => typeof t === 'string');
};

/** A URL-valued property: each URL it holds (strings, arrays of them, or objects with `url`). */
function urlsOf(value: Json | undefined): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(urlsOf);
  if (isNode(value) && typeof value.url === 'string' && value['@type'] === 'ImageObject') return [value.url];
  return [];
}

function checkUrl(context: SeoContext, at: Located, where: string, key: string, url: string): void {
  if (!/^https?:\/\//i.test(url)) {
    report(context, at, `${where}.${key} ${JSON.stringify(url)} is not an absolute URL`, 'jsonld-url');
    return;
  }
  const target = sitePath(context, url);
  if ('problem' in target) return; // another site's address: not ours to check
  const resolution = resolveFinal(context, target.path);
  const wanted = PAGE_URLS.has(key) ? 'page' : 'file';
  const ok =
    wanted === 'page' ? resolution.kind === 'page' : resolution.kind === 'file' || resolution.kind === 'page';
  if (!ok)
    report(
      context,
      at,
      `${where}.${key} ${JSON.stringify(url)} is not a ${wanted} of the site`,
      'jsonld-url',
    );
}

function checkBreadcrumbs(context: SeoContext, at: Located, where: string, node: Node): void {
  const items = node.itemListElement;
  if (!Array.isArray(items)) return;
  items.forEach((item, index) => {
    if (!isNode(item)) return;
    if (item.position !== index + 1) {
      report(
        context,
        at,
        `${where}.itemListElement[${index}].position is not ${index + 1}`,
        'jsonld-breadcrumb',
      );
    }
    // Only the last crumb (the page itself) may leave out its URL.
    if (index < items.length - 1 && !present(item.item)) {
      report(context, at, `${where}.itemListElement[${index}] has no item URL`, 'jsonld-required');
    }
  });
}

function checkDates(context: SeoContext, at: Located, where: string, node: Node): void {
  for (const key of ['datePublished', 'dateModified']) {
    const value = node[key];
    if (
      value !== undefined &&
      (typeof value !== 'string' || !ISO_DATE_TIME.test(value) || Number.isNaN(Date.parse(value)))
    ) {
      report(context, at, `${where}.${key} ${JSON.stringify(value)} is not an ISO 8601 date`, 'jsonld-date');
    }
  }
  const { datePublished: published, dateModified: modified } = node;
  if (
    typeof published === 'string' &&
    typeof modified === 'string' &&
    Date.parse(modified) < Date.parse(published)
  ) {
    report(context, at, `${where}.dateModified is before datePublished`, 'jsonld-date');
  }
}

function checkOffer(context: SeoContext, at: Located, where: string, node: Node): void {
  const { price, priceCurrency } = node;
  if (price !== undefined && !/^\d+(?:\.\d+)?$/.test(String(price))) {
    report(context, at, `${where}.price ${JSON.stringify(price)} is not a plain number`, 'jsonld-offer');
  }
  if (priceCurrency !== undefined && !/^[A-Z]{3}$/.test(String(priceCurrency))) {
    report(
      context,
      at,
      `${where}.priceCurrency ${JSON.stringify(priceCurrency)} is not an ISO 4217 code`,
      'jsonld-offer',
    );
  }
}

function checkNode(context: SeoContext, at: Located, where: string, node: Node): void {
  const types = typesOf(node);
  const label = types.length > 0 ? `${where} (${types.join(', ')})` : where;
  for (const type of types) {
    for (const key of REQUIRED[type] ?? []) {
      if (!present(node[key])) report(context, at, `${label} has no ${key}`, 'jsonld-required');
    }
  }
  if (types.includes('BreadcrumbList')) checkBreadcrumbs(context, at, label, node);
  if (types.some((t) => REQUIRED[t] === ARTICLE)) checkDates(context, at, label, node);
  if (types.includes('Offer') || types.includes('UnitPriceSpecification'))
    checkOffer(context, at, label, node);
  for (const [key, value] of Object.entries(node)) {
    if (PAGE_URLS.has(key) || FILE_URLS.has(key)) {
      for (const url of urlsOf(value)) checkUrl(context, at, label, key, url);
    }
    const children = Array.isArray(value) ? value : [value];
    children.forEach((child, i) => {
      if (isNode(child))
        checkNode(context, at, Array.isArray(value) ? `${where}.${key}[${i}]` : `${where}.${key}`, child);
    });
  }
}

/** One JSON-LD block of a page; returns how many top-level nodes it describes. */
export function checkJsonLd(context: SeoContext, at: Located, text: string): number {
  let data: Json;
  try {
    data = JSON.parse(text) as Json;
  } catch (error) {
    report(context, at, `JSON-LD is not valid JSON: ${(error as Error).message}`, 'jsonld-parse');
    return 0;
  }
  const blocks = Array.isArray(data) ? data : [data];
  let nodes = 0;
  blocks.forEach((block, b) => {
    const where = blocks.length > 1 ? `[${b}]` : '';
    if (!isNode(block)) {
      report(context, at, `JSON-LD${where} is not an object`, 'jsonld-type');
      return;
    }
    const schemaContext = JSON.stringify(block['@context'] ?? null);
    if (!/"https?:\/\/schema\.org\/?"/.test(schemaContext)) {
      report(context, at, `JSON-LD${where} has no schema.org @context`, 'jsonld-context');
    }
    const graph = block['@graph'];
    const top = Array.isArray(graph) ? graph : [block];
    top.forEach((node, i) => {
      if (!isNode(node)) return;
      nodes++;
      const name = Array.isArray(graph) ? `@graph[${i}]` : 'JSON-LD';
      // Nodes at the top must say what they are; without it a search engine ignores them.
      if (typesOf(node).length === 0) report(context, at, `${where}${name} has no @type`, 'jsonld-type');
      checkNode(context, at, `${where}${name}`, node);
    });
  });
  return nodes;
}
