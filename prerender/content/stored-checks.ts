// Checks on the documents as stored, before projection: slugs, references, image assets and
// their files. Found here they name the stored field; after projection a broken reference is only
// a null, and a document of a misspelt type only a null path in each of its referrers.
import { IMAGE_ASSET_ID } from '../../src/content/schemas/image.ts';
import type { StoredDocument } from './dataset-source.ts';
import { fieldName, type Problem } from './problems.ts';
import { allowedTargets } from './reference-targets.ts';
import type { Covered } from './validator.ts';

/** Types with a page of their own, so a slug. */
const PAGE_TYPES = ['page', 'post', 'category', 'productCategory', 'product', 'brand'] as const;
export const SLUGGED_TYPES: ReadonlySet<string> = new Set(PAGE_TYPES);

/** The document types the site reads; stored checks and counts of content cover these. */
export const CONTENT_TYPES = [
  'siteSettings',
  'navigation',
  'footer',
  ...PAGE_TYPES,
  'mediaItem',
  'carouselSlide',
] as const;

/** The asset types references may point at, besides the content types. */
const ASSET_TYPES = ['sanity.imageAsset', 'sanity.fileAsset'] as const;
const KNOWN_TYPES: ReadonlySet<string> = new Set([...CONTENT_TYPES, ...ASSET_TYPES]);

/** Objects that are images (a carousel slide's image content is flattened into its own type). */
const IMAGE_TYPES: ReadonlySet<string> = new Set(['image', 'carouselImage']);

function get(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined;
}

export interface StoredCheckOptions {
  /** Every document's `_type`, by id: what references may point at. */
  types: ReadonlyMap<string, string>;
  /** What is wrong with an asset's file, for content read from an export (asset-files.ts). */
  assetFile?: (assetId: string) => string | null;
}

export interface StoredCheckResult {
  problems: Problem[];
  /** Fields whose fault is reported on another document (a reference to one of unknown type). */
  covered: Covered[];
}

interface Walk extends StoredCheckOptions {
  documentType: string;
  report: (path: PropertyKey[], message: string) => void;
  warn: (path: PropertyKey[], message: string) => void;
  /** A reference to a document of an unknown type, at `path`. */
  unknownTarget: (path: PropertyKey[], ref: string) => void;
}

function checkReference(ref: string, path: PropertyKey[], walk: Walk): void {
  const isImageAsset = path.at(-1) === 'asset' && ref.startsWith('image-');
  const type = walk.types.get(ref);
  const allowed = allowedTargets(walk.documentType, path, ref);
  if (isImageAsset && !IMAGE_ASSET_ID.test(ref)) {
    walk.report(path, `malformed asset id "${ref}": expected "image-<hex>-<width>x<height>-<ext>"`);
  } else if (type === undefined) {
    walk.report(path, `reference to a missing document "${ref}": expected the id of an existing document`);
  } else if (!KNOWN_TYPES.has(type)) {
    walk.unknownTarget(path, ref);
  } else if (allowed && !allowed.includes(type)) {
    walk.report(path, `reference to ${ref}, a ${type}: expected a ${allowed.join(' or ')}`);
  } else if (path.at(-1) === 'asset' && walk.assetFile) {
    const missing = walk.assetFile(ref);
    if (missing) walk.report(path, missing);
  }
}

function checkValue(value: unknown, path: PropertyKey[], walk: Walk): void {
  // One path array, extended and shortened in place: the walk visits every stored value.
  if (Array.isArray(value)) {
    const keys = new Set<string>();
    value.forEach((item, index) => {
      // Items are told apart by _key (list keys, annotations); a copy-paste import can repeat one.
      const key = get(item, '_key');
      if (typeof key === 'string') {
        if (keys.has(key)) {
          walk.warn(
            [...path, index, '_key'],
            `_key "${key}" is also the key of an earlier item: expected each item's _key once (the Studio can fix it)`,
          );
        }
        keys.add(key);
      }
      path.push(index);
      checkValue(item, path, walk);
      path.pop();
    });
    return;
  }
  if (typeof value !== 'object' || value === null) return;

  const type = get(value, '_type');
  const ref = get(value, '_ref');
  if (typeof ref === 'string') {
    checkReference(ref, path, walk);
    return;
  }
  if (typeof type === 'string' && (IMAGE_TYPES.has(type) || type === 'file')) {
    if (typeof get(get(value, 'asset'), '_ref') !== 'string') {
      const kind = type === 'file' ? 'file' : 'image';
      walk.report(
        path,
        `${kind} without an asset: expected asset { "_type": "reference", "_ref": "${kind}-…" }`,
      );
    }
  }
  for (const [key, child] of Object.entries(value)) {
    // `_` keys are system fields (`_key`, `_type`, `_rev`…), never references.
    if (key.startsWith('_')) continue;
    path.push(key);
    checkValue(child, path, walk);
    path.pop();
  }
}

/**
 * Missing slugs, references to missing documents or to documents of an unknown type, images
 * without an asset, malformed asset ids, and asset files missing from the export.
 */
export function checkStoredDocuments(
  documents: readonly StoredDocument[],
  options: StoredCheckOptions,
): StoredCheckResult {
  const problems: Problem[] = [];
  const covered: Covered[] = [];
  /** Documents of an unknown type, with the fields that reference them. */
  const unknown = new Map<string, string[]>();
  for (const document of documents) {
    const report = (path: PropertyKey[], message: string) => {
      problems.push({ severity: 'error', documentId: document._id, field: fieldName(path), message });
    };
    const warn = (path: PropertyKey[], message: string) => {
      problems.push({ severity: 'warning', documentId: document._id, field: fieldName(path), message });
    };
    const unknownTarget = (path: PropertyKey[], ref: string) => {
      const field = fieldName(path);
      covered.push({ documentId: document._id, field });
      unknown.set(ref, [...(unknown.get(ref) ?? []), `${document._id} ${field}`]);
    };
    if (SLUGGED_TYPES.has(document._type)) {
      const slug = get(get(document, 'slug'), 'current');
      if (typeof slug !== 'string' || slug.trim() === '') {
        report(['slug'], 'missing slug: expected { "_type": "slug", "current": "…" }');
      }
    }
    checkValue(document, [], { ...options, documentType: document._type, report, warn, unknownTarget });
  }
  // The fault is the document's own type, so it is reported there, once, not on each referrer.
  for (const [id, referrers] of unknown) {
    const count = referrers.length === 1 ? '1 reference' : `${referrers.length} references`;
    problems.push({
      severity: 'error',
      documentId: id,
      field: '_type',
      message: `unknown document type "${options.types.get(id)}" (${count}, first ${referrers[0]}): expected one of ${CONTENT_TYPES.join(', ')}`,
    });
  }
  return { problems, covered };
}
