// The bundled dataset, read once, with the lookups the dataset tests share.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { documentPaths } from './dataset-paths.ts';
import type { SanityDocument } from './documents.ts';
import { parseDataset } from './read-dataset.ts';

export const CONTENT = join(import.meta.dirname, '..', '..', 'content');
export const docs = parseDataset(readFileSync(join(CONTENT, 'dataset.ndjson'), 'utf8'));
export const byId = new Map(docs.map((d) => [d._id, d]));
export const ofType = (type: string) => docs.filter((d) => d._type === type);
export const paths = documentPaths(docs);
export const byPath = new Map([...paths].map(([id, path]) => [path, byId.get(id) as SanityDocument]));
export const slugOf = (d: SanityDocument) => (d.slug as { current: string }).current;

export function category(path: string): SanityDocument {
  const found = byPath.get(path);
  if (found?._type !== 'productCategory') throw new Error(`no product category at ${path}`);
  return found;
}

export function productsIn(categoryDoc: SanityDocument): SanityDocument[] {
  return ofType('product').filter((p) =>
    (p.categories as { _ref: string }[]).some((c) => c._ref === categoryDoc._id),
  );
}
