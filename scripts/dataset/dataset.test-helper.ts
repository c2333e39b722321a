// The bundled dataset, read once, with the lookups the dataset tests share.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDataset, type StoredDocument } from '../../prerender/content/dataset-source.ts';
import { documentPaths } from './dataset-paths.ts';

const DATASET = join(import.meta.dirname, '..', '..', 'content', 'dataset.ndjson');
export const docs = parseDataset(readFileSync(DATASET, 'utf8'), DATASET);
export const byId = new Map(docs.map((d) => [d._id, d]));
export const ofType = (type: string) => docs.filter((d) => d._type === type);
export const paths = documentPaths(docs);
export const byPath = new Map([...paths].map(([id, path]) => [path, byId.get(id) as StoredDocument]));
export const slugOf = (d: StoredDocument) => (d.slug as { current: string }).current;

export function category(path: string): StoredDocument {
  const found = byPath.get(path);
  if (found?._type !== 'productCategory') throw new Error(`no product category at ${path}`);
  return found;
}

export function productsIn(categoryDoc: StoredDocument): StoredDocument[] {
  return ofType('product').filter((p) =>
    (p.categories as { _ref: string }[]).some((c) => c._ref === categoryDoc._id),
  );
}
