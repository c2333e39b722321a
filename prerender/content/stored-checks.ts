// Checks on the documents as stored, before projection: slugs, references, image assets. Found
// here they name the stored field; after projection a broken reference is only a null.
import { IMAGE_ASSET_ID } from '../../src/content/schemas/image.ts';
import type { StoredDocument } from './dataset-source.ts';
import { fieldName, type Problem } from './problems.ts';

/** The document types the site reads; stored checks and counts of content cover these. */
export const CONTENT_TYPES = [
  'siteSettings',
  'navigation',
  'footer',
  'page',
  'post',
  'category',
  'productCategory',
  'product',
  'brand',
  'mediaItem',
  'carouselSlide',
] as const;

/** Types with a page of their own, so a slug. */
export const SLUGGED_TYPES: ReadonlySet<string> = new Set([
  'page',
  'post',
  'category',
  'productCategory',
  'product',
  'brand',
]);

/** Objects that are images (a carousel slide's image content is flattened into its own type). */
const IMAGE_TYPES: ReadonlySet<string> = new Set(['image', 'carouselImage']);

function get(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined;
}

function checkValue(
  value: unknown,
  path: PropertyKey[],
  ids: ReadonlySet<string>,
  report: (path: PropertyKey[], message: string) => void,
): void {
  // One path array, extended and shortened in place: the walk visits every stored value.
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      path.push(index);
      checkValue(item, path, ids, report);
      path.pop();
    });
    return;
  }
  if (typeof value !== 'object' || value === null) return;

  const type = get(value, '_type');
  const ref = get(value, '_ref');
  if (typeof ref === 'string') {
    const isImageAsset = path.at(-1) === 'asset' && ref.startsWith('image-');
    if (isImageAsset && !IMAGE_ASSET_ID.test(ref)) {
      report(path, `malformed asset id "${ref}": expected "image-<hex>-<width>x<height>-<ext>"`);
    } else if (!ids.has(ref)) {
      report(path, `reference to a missing document "${ref}": expected the id of an existing document`);
    }
    return;
  }
  if (typeof type === 'string' && (IMAGE_TYPES.has(type) || type === 'file')) {
    if (typeof get(get(value, 'asset'), '_ref') !== 'string') {
      const kind = type === 'file' ? 'file' : 'image';
      report(path, `${kind} without an asset: expected asset { "_type": "reference", "_ref": "${kind}-…" }`);
    }
  }
  for (const [key, child] of Object.entries(value)) {
    // `_` keys are system fields (`_key`, `_type`, `_rev`…), never references.
    if (key.startsWith('_')) continue;
    path.push(key);
    checkValue(child, path, ids, report);
    path.pop();
  }
}

/** Missing slugs, references to missing documents, images without an asset, malformed asset ids. */
export function checkStoredDocuments(
  documents: readonly StoredDocument[],
  ids: ReadonlySet<string>,
): Problem[] {
  const problems: Problem[] = [];
  for (const document of documents) {
    const report = (path: PropertyKey[], message: string) => {
      problems.push({ severity: 'error', documentId: document._id, field: fieldName(path), message });
    };
    if (SLUGGED_TYPES.has(document._type)) {
      const slug = get(get(document, 'slug'), 'current');
      if (typeof slug !== 'string' || slug.trim() === '') {
        report(['slug'], 'missing slug: expected { "_type": "slug", "current": "…" }');
      }
    }
    checkValue(document, [], ids, report);
  }
  return problems;
}
