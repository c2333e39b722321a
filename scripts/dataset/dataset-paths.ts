// Site paths of stored documents, as docs/content-model.md defines them (Paths table), from the
// route table (src/content/paths.ts). Used by the tests of the bundled and the generated datasets
// to check that no two documents collide.
import type { StoredDocument } from '../../prerender/content/dataset-source.ts';
import { HOME_PATH, HOME_SLUG, PATH_PREFIXES } from '../../src/content/paths.ts';

const slugOf = (d: StoredDocument) => (d.slug as { current?: string } | undefined)?.current ?? '';

/** Path of every routed document, by id; product categories include their ancestors' slugs. */
export function documentPaths(docs: readonly StoredDocument[]): Map<string, string> {
  const byId = new Map(docs.map((d) => [d._id, d]));
  const categoryPath = (d: StoredDocument, depth = 0): string => {
    if (depth > 10) throw new Error(`product category ${d._id}: parent chain too deep (a cycle?)`);
    const parentRef = (d.parent as { _ref?: string } | undefined)?._ref;
    const parent = parentRef ? byId.get(parentRef) : undefined;
    return `${parent ? categoryPath(parent, depth + 1) : PATH_PREFIXES.productCategory}${slugOf(d)}/`;
  };
  const paths = new Map<string, string>();
  for (const d of docs) {
    if (d._id.startsWith('drafts.')) continue;
    switch (d._type) {
      case 'page':
        paths.set(d._id, slugOf(d) === HOME_SLUG ? HOME_PATH : `/${slugOf(d)}/`);
        break;
      case 'post':
        paths.set(d._id, `/${slugOf(d)}/`);
        break;
      case 'category':
        paths.set(d._id, `${PATH_PREFIXES.category}${slugOf(d)}/`);
        break;
      case 'productCategory':
        paths.set(d._id, categoryPath(d));
        break;
      case 'product':
        paths.set(d._id, `${PATH_PREFIXES.product}${slugOf(d)}/`);
        break;
      case 'brand':
        paths.set(d._id, `${PATH_PREFIXES.brand}${slugOf(d)}/`);
        break;
    }
  }
  return paths;
}

/** Every `_ref` anywhere in a value, with the field path it was found at. */
export function collectReferences(value: unknown, at = ''): { ref: string; at: string }[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => collectReferences(v, `${at}[${i}]`));
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const own = typeof record._ref === 'string' ? [{ ref: record._ref, at }] : [];
    return [
      ...own,
      ...Object.entries(record).flatMap(([k, v]) => (k === '_ref' ? [] : collectReferences(v, `${at}.${k}`))),
    ];
  }
  return [];
}
