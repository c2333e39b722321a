// Helpers that make the stored shapes of docs/content-model.md: document stamps, slugs,
// references, keys, image and file objects, colours and links. Everything here is pure and
// deterministic: the same inputs give byte-identical documents.
import { createHash } from 'node:crypto';

export const PROJECT_ID = 'bundled';
/** The dataset is a snapshot taken on this date: no document was edited after it. */
export const AS_OF = '2023-11-24T16:00:00Z';
/** The site went live on this date; the oldest pages and categories were created then. */
export const SITE_LAUNCH = '2016-02-01T09:00:00Z';
export const DATASET = 'production';

export interface SanityDocument {
  _id: string;
  _type: string;
  _createdAt: string;
  _updatedAt: string;
  _rev: string;
  [field: string]: unknown;
}

export interface ImageAssetRecord {
  /** The pool name; stored as the asset's originalFilename stem. */
  name: string;
  assetId: string;
  width: number;
  height: number;
  extension: 'jpg' | 'png';
  size: number;
}

export interface FileAssetRecord {
  name: string;
  assetId: string;
  extension: 'pdf';
  size: number;
}

export interface AssetIndex {
  images: ReadonlyMap<string, ImageAssetRecord>;
  files: ReadonlyMap<string, FileAssetRecord>;
}

export function sha1(data: string | Uint8Array): string {
  return createHash('sha1').update(data).digest('hex');
}

export const imageAssetDocId = (a: ImageAssetRecord) =>
  `image-${a.assetId}-${a.width}x${a.height}-${a.extension}`;
export const fileAssetDocId = (a: FileAssetRecord) => `file-${a.assetId}-${a.extension}`;
export const imageFileName = (a: ImageAssetRecord) => `${a.assetId}-${a.width}x${a.height}.${a.extension}`;
export const fileFileName = (a: FileAssetRecord) => `${a.assetId}.${a.extension}`;

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A revision id in Sanity's style (22 base62 characters), stable for a given document state. */
export function revision(seed: string): string {
  const bytes = createHash('sha256').update(seed).digest();
  return Array.from(bytes.subarray(0, 22), (b) => BASE62[b % 62]).join('');
}

/** `_createdAt`, `_updatedAt` and `_rev` for a document. */
export function stamp(id: string, created: string, updated: string = created) {
  return { _createdAt: created, _updatedAt: updated, _rev: revision(`${id}@${updated}`) };
}

/**
 * `stamp` with an edit date nobody typed in: one chosen by the id between `from` and `to` (the
 * snapshot's date unless told).
 */
export function editedBetween(id: string, created: string, from: string, to: string = AS_OF) {
  return stamp(id, created, between(`${id}-updated`, from, to));
}

/** An ISO date-time in UTC, e.g. iso(2021, 5, 14, 9, 30) → 2021-05-14T09:30:00Z. */
export function iso(year: number, month: number, day: number, hour = 9, minute = 0): string {
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute));
  return date.toISOString().replace('.000Z', 'Z');
}

/** A stable date-time between two dates, chosen by a seed (for edit dates nobody typed in). */
export function between(seed: string, from: string, to: string): string {
  const a = Date.parse(from);
  const b = Date.parse(to);
  const fraction = Number.parseInt(sha1(seed).slice(0, 8), 16) / 0xffffffff;
  // Office hours look more like real edits than three in the morning.
  const day = new Date(a + Math.floor((b - a) * fraction));
  day.setUTCHours(8 + (Math.floor(fraction * 1000) % 9), Math.floor(fraction * 10000) % 60, 0, 0);
  const clamped = Math.min(Math.max(day.getTime(), a), b);
  return new Date(clamped).toISOString().replace('.000Z', 'Z');
}

/** Array item keys: 12 hex characters, derived from the document id and a counter. */
export function keyMaker(seed: string): () => string {
  let count = 0;
  return () => sha1(`${seed}#${count++}`).slice(0, 12);
}

/** `{ key: value }`, or nothing when the value is missing: a stored document omits empty fields. */
export function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return value === undefined ? {} : ({ [key]: value } as { [P in K]?: V });
}

export function slug(current: string) {
  return { _type: 'slug', current };
}

/** Lower-case words joined by hyphens: "Tony 8900 SR" → "tony-8900-sr". */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function reference(id: string, key?: string) {
  return key ? { _type: 'reference', _ref: id, _key: key } : { _type: 'reference', _ref: id };
}

export const COLOURS = {
  red: { label: 'Red', value: '#e30513' },
  white: { label: 'White', value: '#ffffff' },
  black: { label: 'Black', value: '#1d1d1b' },
  grey: { label: 'Grey', value: '#f2f2f2' },
  darkGrey: { label: 'Dark grey', value: '#3a3d40' },
  green: { label: 'Green', value: '#2e7d32' },
  blue: { label: 'Blue', value: '#1f5fa8' },
  amber: { label: 'Amber', value: '#f2a900' },
} as const;

export type Colour = (typeof COLOURS)[keyof typeof COLOURS];

export type Link =
  | { _type: 'link'; type: 'internal'; internal: { _type: 'reference'; _ref: string } }
  | { _type: 'link'; type: 'path'; path: string }
  | { _type: 'link'; type: 'external'; url: string };

export function internalLink(id: string): Link {
  return { _type: 'link', type: 'internal', internal: { _type: 'reference', _ref: id } };
}

export function pathLink(path: string): Link {
  if (!/^\/(?:[^\s/]+\/)*$/.test(path)) throw new Error(`link path "${path}" must start and end with "/"`);
  return { _type: 'link', type: 'path', path };
}

export function externalLink(url: string): Link {
  if (!/^(https:|mailto:|tel:)/.test(url))
    throw new Error(`external link "${url}" must be https:, mailto: or tel:`);
  return { _type: 'link', type: 'external', url };
}

export interface ImageOptions {
  /** Focus of the picture, as fractions; the default is the centre. */
  hotspot?: { x: number; y: number };
  /** Trim, as fractions of each side. */
  crop?: { top: number; bottom: number; left: number; right: number };
  key?: string;
  type?: string;
}

/** Makes image and file objects from pool names, failing loudly on a name with no file. */
export function assetHelpers(assets: AssetIndex) {
  function asset(name: string): ImageAssetRecord {
    const record = assets.images.get(name);
    if (!record) throw new Error(`no image named "${name}" in the pool`);
    return record;
  }
  return {
    image(name: string, alt: string, options: ImageOptions = {}) {
      const record = asset(name);
      const hotspot = options.hotspot ?? { x: 0.5, y: 0.5 };
      return {
        ...(options.key ? { _key: options.key } : {}),
        _type: options.type ?? 'image',
        asset: reference(imageAssetDocId(record)),
        hotspot: { x: hotspot.x, y: hotspot.y, height: 1, width: 1 },
        crop: options.crop ?? { top: 0, bottom: 0, left: 0, right: 0 },
        alt,
      };
    },
    file(name: string, title?: string) {
      const record = assets.files.get(name);
      if (!record) throw new Error(`no file named "${name}" among the brochures`);
      return { _type: 'file', asset: reference(fileAssetDocId(record)), ...(title ? { title } : {}) };
    },
    size(name: string) {
      const record = asset(name);
      return { width: record.width, height: record.height };
    },
  };
}

export type Assets = ReturnType<typeof assetHelpers>;

/**
 * An asset document: the fields both kinds have, `extra` (an image's metadata) before the storage
 * path and URL, whose first folder is the kind.
 */
function assetDocument(
  kind: 'images' | 'files',
  id: string,
  a: ImageAssetRecord | FileAssetRecord,
  file: string,
  mimeType: string,
  extra: Record<string, unknown> = {},
): SanityDocument {
  // The picture library was uploaded while the site was being built.
  const uploaded = between(`${id}-created`, '2016-01-11T09:00:00Z', SITE_LAUNCH);
  return {
    _id: id,
    _type: kind === 'images' ? 'sanity.imageAsset' : 'sanity.fileAsset',
    ...stamp(id, uploaded),
    assetId: a.assetId,
    extension: a.extension,
    mimeType,
    originalFilename: `${a.name}.${a.extension}`,
    size: a.size,
    sha1hash: a.assetId,
    ...extra,
    path: `${kind}/${PROJECT_ID}/${DATASET}/${file}`,
    url: `https://cdn.sanity.io/${kind}/${PROJECT_ID}/${DATASET}/${file}`,
  };
}

/** The sanity.imageAsset and sanity.fileAsset documents for every file in the index. */
export function assetDocuments(assets: AssetIndex): SanityDocument[] {
  const images = [...assets.images.values()].map((a) =>
    assetDocument(
      'images',
      imageAssetDocId(a),
      a,
      imageFileName(a),
      a.extension === 'png' ? 'image/png' : 'image/jpeg',
      {
        metadata: {
          _type: 'sanity.imageMetadata',
          dimensions: {
            _type: 'sanity.imageDimensions',
            width: a.width,
            height: a.height,
            aspectRatio: Math.round((a.width / a.height) * 10000) / 10000,
          },
          hasAlpha: a.extension === 'png',
        },
      },
    ),
  );
  const files = [...assets.files.values()].map((a) =>
    assetDocument('files', fileAssetDocId(a), a, fileFileName(a), 'application/pdf'),
  );
  return [...images, ...files];
}

/** Export order: one document per line, sorted by `_id`. */
export function toNdjsonLines(docs: readonly SanityDocument[]): string[] {
  const seen = new Set<string>();
  for (const d of docs) {
    if (seen.has(d._id)) throw new Error(`two documents share the id "${d._id}"`);
    seen.add(d._id);
  }
  return [...docs].sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0)).map((d) => JSON.stringify(d));
}
