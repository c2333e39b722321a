// What the site search finds (SPEC §3 "Search hit"). Plain values and types: the build
// (prerender/search-index.ts) and the browser both read them.
import type { ImageSource } from '../../content/image-url.ts';

/** The searchable document types, named as the content model names them. */
export const SEARCH_DOCUMENT_TYPES = [
  'Product',
  'ProductCategory',
  'Page',
  'Post',
  'Category',
  'Brand',
] as const;
export type SearchDocumentType = (typeof SEARCH_DOCUMENT_TYPES)[number];

/** The readable label a hit shows beside its title. */
export const SEARCH_TYPE_LABELS: Record<SearchDocumentType, string> = {
  Product: 'Product',
  ProductCategory: 'Category',
  Page: 'Page',
  Post: 'News',
  Category: 'News category',
  Brand: 'Brand',
};

export const SEARCH_CONDITIONS = ['new', 'used', 'hire'] as const;
export type SearchCondition = (typeof SEARCH_CONDITIONS)[number];

/** What a machine's hit shows beside its title, where the content has it. */
export interface SearchFacts {
  condition?: SearchCondition;
  price?: string;
  year?: number;
  hours?: number;
  /** The price in pounds for a query's price limit ("under £20,000"); POA has none. */
  priceValue?: number;
}

/**
 * One searchable document (docs/search.md "Fields"). `title` (with the words of the path) weighs
 * most, then `categories` (a product's brand, categories and condition; a category's parent),
 * then `excerpt`, then `parents` (the parents of a product's categories).
 */
export interface SearchDocument extends SearchFacts {
  id: string;
  type: SearchDocumentType;
  title: string;
  path: string;
  categories?: string[];
  excerpt?: string;
  parents?: string[];
  /** A machine's first photo, as its short asset id (search-picture.ts). */
  picture?: string;
}

/** What the dropdown shows for one hit. The content id stays at build time: it is not shipped. */
export interface SearchHit extends SearchFacts {
  type: SearchDocumentType;
  /** The readable type, from SEARCH_TYPE_LABELS. */
  label: string;
  title: string;
  path: string;
  /** A machine's first photo, shown small beside its title (IMAGE_SIZES.searchHit). */
  picture?: ImageSource;
}
