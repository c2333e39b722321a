// Reads the stored basket defensively: storage is outside the site's control (an old version, an
// extension, a hand edit), so anything odd is dropped item by item, or wholesale, never thrown.
// Each accepted item is built afresh from known fields, so no foreign key (`__proto__` included)
// is ever copied onto an object the site uses.

import type { Image } from '../../content/schemas/index.ts';
import { readJson } from '../../lib/persistent-store.ts';
import type { BasketItem } from './basket-item.ts';
import { isValidQuantity } from './limits.ts';

const MAX_TEXT = 2000;
// Mirrors the content schema's asset id; a different id would make a broken image URL.
const IMAGE_ASSET_ID = /^image-[0-9a-f]+-\d+x\d+-[a-z0-9]+$/;
// A site path: one leading slash, never `//` or `/\`, which browsers read as another host.
const SITE_PATH = /^\/(?![/\\])\S*$/;
const FORBIDDEN_KEYS = ['__proto__', 'constructor', 'prototype'];

type Plain = Record<string, unknown>;

function isPlain(value: unknown): value is Plain {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return !FORBIDDEN_KEYS.some((key) => Object.hasOwn(value, key));
}

function isText(value: unknown, allowEmpty = false): value is string {
  return typeof value === 'string' && value.length <= MAX_TEXT && (allowEmpty || value.trim() !== '');
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function isPositiveInteger(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) > 0;
}

function readRect<K extends string>(
  value: unknown,
  keys: readonly K[],
): Record<K, number> | null | undefined {
  if (value === null) return null;
  if (!isPlain(value)) return undefined;
  const rect = {} as Record<K, number>;
  for (const key of keys) {
    const n = value[key];
    if (!isFiniteNumber(n)) return undefined;
    rect[key] = n;
  }
  return rect;
}

/** The stored image, rebuilt from its known fields, or null when it is missing or damaged. */
export function readImage(value: unknown): Image | null {
  if (!isPlain(value) || !isText(value.alt, true) || !isPlain(value.asset)) return null;
  const { asset } = value;
  if (
    typeof asset._id !== 'string' ||
    !IMAGE_ASSET_ID.test(asset._id) ||
    !isText(asset.url) ||
    !isText(asset.path) ||
    !isPositiveInteger(asset.width) ||
    !isPositiveInteger(asset.height) ||
    !isText(asset.extension)
  ) {
    return null;
  }
  const hotspot = readRect(value.hotspot, ['x', 'y', 'height', 'width'] as const);
  const crop = readRect(value.crop, ['top', 'bottom', 'left', 'right'] as const);
  if (hotspot === undefined || crop === undefined) return null;
  return {
    alt: value.alt,
    asset: {
      _id: asset._id,
      url: asset.url,
      path: asset.path,
      width: asset.width,
      height: asset.height,
      extension: asset.extension,
    },
    hotspot,
    crop,
  };
}

/** One stored item, or null when it cannot be shown and sent as it is. A bad image alone is dropped. */
export function readItem(value: unknown): BasketItem | null {
  if (!isPlain(value)) return null;
  const { id, quantity, title, path } = value;
  if (!isText(id) || !isText(title) || typeof path !== 'string' || !SITE_PATH.test(path)) return null;
  if (!isValidQuantity(quantity)) return null;
  return { id, quantity, title, path, image: readImage(value.image) };
}

/** The items in the stored text; an empty list when there is none or it is not a basket at all. */
export function readBasket(raw: string | null, maxItems: number): BasketItem[] {
  const parsed = readJson(raw);
  if (!Array.isArray(parsed) || parsed.length > maxItems) return [];
  const items: BasketItem[] = [];
  const seen = new Set<string>();
  for (const entry of parsed) {
    const item = readItem(entry);
    // The first of two entries with one id wins: the basket never holds an id twice.
    if (item && !seen.has(item.id)) {
      seen.add(item.id);
      items.push(item);
    }
  }
  return items;
}
