// The media library's three filters (SPEC §4 "Media library"), as pure functions: type, then
// gallery, then brand, each narrowing the items the next one offers. Ships to the browser.
import type { MediaItem } from '../../content/schemas/index.ts';
import { compareText } from '../../lib/compare-text.ts';

export type MediaTypeFilter = 'all' | 'image' | 'video';

/** `all` or a gallery value; `all` or a brand key ({@link brandKey}). */
export interface MediaFilters {
  type: MediaTypeFilter;
  gallery: string;
  brand: string;
}

export const ALL = 'all';

export const DEFAULT_FILTERS: MediaFilters = { type: ALL, gallery: ALL, brand: ALL };

export interface FilterOption {
  value: string;
  label: string;
}

export const TYPE_OPTIONS: readonly FilterOption[] = [
  { value: ALL, label: 'All types' },
  { value: 'image', label: 'Image' },
  { value: 'video', label: 'Video' },
];
export const ALL_GALLERIES: FilterOption = { value: ALL, label: 'All galleries' };
export const ALL_BRANDS: FilterOption = { value: ALL, label: 'All brands' };

export type MediaFilterItem = Pick<MediaItem, 'mediaType' | 'gallery' | 'brand'>;

/** A brand as the address names it: the last segment of its path, readable and stable. */
export function brandKey(brand: NonNullable<MediaItem['brand']>): string {
  return brand.path.split('/').filter(Boolean).pop() ?? brand.id;
}

function isMediaType(value: string): value is MediaTypeFilter {
  return TYPE_OPTIONS.some((option) => option.value === value);
}

export function byType<T extends MediaFilterItem>(items: readonly T[], type: MediaTypeFilter): T[] {
  return type === ALL ? [...items] : items.filter((item) => item.mediaType === type);
}

export function byGallery<T extends MediaFilterItem>(items: readonly T[], gallery: string): T[] {
  return gallery === ALL ? [...items] : items.filter((item) => item.gallery.some((g) => g.value === gallery));
}

export function byBrand<T extends MediaFilterItem>(items: readonly T[], brand: string): T[] {
  return brand === ALL
    ? [...items]
    : items.filter((item) => item.brand !== null && brandKey(item.brand) === brand);
}

const byLabel = (a: FilterOption, b: FilterOption) => compareText(a.label, b.label);

/** The galleries of the type-filtered items, by label, after "All galleries". */
export function galleryOptions(
  items: readonly MediaFilterItem[],
  filters: Pick<MediaFilters, 'type'>,
): FilterOption[] {
  const found = new Map<string, string>();
  for (const item of byType(items, filters.type)) {
    for (const g of item.gallery) if (!found.has(g.value)) found.set(g.value, g.label || g.value);
  }
  return [ALL_GALLERIES, ...[...found].map(([value, label]) => ({ value, label })).sort(byLabel)];
}

/** The brands of the type- and gallery-filtered items, by name, after "All brands". */
export function brandOptions(
  items: readonly MediaFilterItem[],
  filters: Pick<MediaFilters, 'type' | 'gallery'>,
): FilterOption[] {
  const found = new Map<string, string>();
  for (const item of byGallery(byType(items, filters.type), filters.gallery)) {
    if (item.brand) found.set(brandKey(item.brand), item.brand.title);
  }
  return [ALL_BRANDS, ...[...found].map(([value, label]) => ({ value, label })).sort(byLabel)];
}

/** The items the filters let through, in their order. */
export function applyFilters<T extends MediaFilterItem>(items: readonly T[], filters: MediaFilters): T[] {
  return byBrand(byGallery(byType(items, filters.type), filters.gallery), filters.brand);
}

/**
 * Filters that can all be offered together: in sequence, a gallery the type no longer offers and
 * then a brand the type and gallery no longer offer go back to All. Unknown values likewise.
 */
export function normaliseFilters(items: readonly MediaFilterItem[], filters: MediaFilters): MediaFilters {
  const type = isMediaType(filters.type) ? filters.type : ALL;
  const offered = (options: FilterOption[], value: string) =>
    options.some((option) => option.value === value) ? value : ALL;
  const gallery = offered(galleryOptions(items, { type }), filters.gallery);
  const brand = offered(brandOptions(items, { type, gallery }), filters.brand);
  return { type, gallery, brand };
}

/** One filter changed by the visitor; the ones after it reset to All if they are no longer offered. */
export function changeFilter(
  items: readonly MediaFilterItem[],
  filters: MediaFilters,
  key: keyof MediaFilters,
  value: string,
): MediaFilters {
  return normaliseFilters(items, { ...filters, [key]: value });
}

export function sameFilters(a: MediaFilters, b: MediaFilters): boolean {
  return a.type === b.type && a.gallery === b.gallery && a.brand === b.brand;
}

const QUERY_KEYS = ['type', 'gallery', 'brand'] as const satisfies readonly (keyof MediaFilters)[];

/** The filters an address asks for, made consistent with the items (a shared or stale link). */
export function filtersFromQuery(items: readonly MediaFilterItem[], query: URLSearchParams): MediaFilters {
  const type = query.get('type') ?? ALL;
  const brand = query.get('brand') || ALL;
  // An address may name the brand by its document id as well as by its key.
  const byId = items.find((item) => item.brand?.id === brand)?.brand;
  return normaliseFilters(items, {
    type: isMediaType(type) ? type : ALL,
    gallery: query.get('gallery') || ALL,
    brand: byId ? brandKey(byId) : brand,
  });
}

/**
 * The address query for the filters: the other parameters of `current` are kept, the filters'
 * own are set, and those at All are left out so the unfiltered library has a clean address.
 */
export function filtersToQuery(filters: MediaFilters, current = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of QUERY_KEYS) {
    if (filters[key] === ALL) next.delete(key);
    else next.set(key, filters[key]);
  }
  return next;
}
