// The shape the product copy modules write in, and small helpers they share.
import { createHash } from 'node:crypto';
import type { StockStatus } from '../../src/content/schemas/documents.ts';
import { slugify } from './documents.ts';

export type Condition = 'new' | 'used' | 'hire';

export interface ProductData {
  slug: string;
  title: string;
  /** Brand slug. */
  brand?: string;
  /** Category keys (see catalogue.ts); each of type products. */
  categories: readonly string[];
  /** Pool image names; the first is the main image. */
  images: readonly string[];
  excerpt: string;
  /** Portable Text markup (see portable-text.ts). */
  description: string;
  spec: readonly (readonly [label: string, value: string])[];
  condition: Condition;
  price?: string;
  video?: string;
  /** Brochure name (see brochures.ts) and the download's label. */
  brochure?: { name: string; title: string };
  order?: number;
  /** When the product was listed, `YYYY-MM-DD`. */
  listed: string;
  /** Stock facts of used and hire machines (docs/content-model.md "Stock facts"). */
  year?: number;
  hours?: number;
  stockNumber?: string;
  status?: StockStatus;
}

/** A YouTube watch link with a stable 11-character id made from a seed. */
export function youtube(seed: string): string {
  const id = createHash('sha1').update(seed).digest('base64url').slice(0, 11);
  return `https://www.youtube.com/watch?v=${id}`;
}

export const WARRANTY_LINE =
  'Supplied with a 2 year standard warranty, extendable to 4 years, and set up on your farm by our own engineers.';

export const USED_LINE =
  'Inspected and serviced in our workshop before sale. Viewing welcome at our Marden yard; delivery can be arranged anywhere in the UK.';

/**
 * The number of pounds a price text starts with ("£18,500 + VAT" → 18500, "£95 per day" → 95);
 * none for "POA". The editor types both in the studio; the bundled dataset writes the text once.
 */
export function priceValueOf(price: string | undefined): number | undefined {
  const amount = price?.match(/^£([\d,]+)/)?.[1];
  return amount ? Number(amount.replaceAll(',', '')) : undefined;
}

/** Numbers the yard's machines in the order they are listed here: U1001, U1002, … */
export function numbered(products: readonly ProductData[], prefix: string): ProductData[] {
  return products.map((p, i) => ({ ...p, stockNumber: `${prefix}${1001 + i}` }));
}

/** The first sentence of a note: a used listing's one line on its card. */
export function firstSentence(text: string): string {
  const end = text.search(/[.!?](\s|$)/);
  return end === -1 ? text : text.slice(0, end + 1);
}

/** Kilowatts from horsepower, rounded: the power line of a tractor's specification. */
export const kw = (hp: number) => Math.round(hp * 0.7457);

/** "£18,500 + VAT" from a number of pounds. */
export function pounds(amount: number, suffix = ' + VAT'): string {
  return `£${amount.toLocaleString('en-GB')}${suffix}`;
}

/** The top-level ranges' category keys, which the product copy files machines under. */
export { FL, FV, STOCK, VE } from './category-data.ts';

export interface NewItem {
  title: string;
  slug?: string;
  brand?: string;
  categories: readonly string[];
  images: readonly string[];
  excerpt: string;
  /** The opening paragraph; may use the inline markup. */
  intro: string;
  bullets: readonly string[];
  spec: ProductData['spec'];
  price?: string;
  video?: boolean;
  brochure?: ProductData['brochure'];
  order?: number;
  listed: string;
  condition?: Condition;
  /** Replaces the closing warranty line, e.g. for hire or used machines. */
  closing?: string;
}

/** A product with the usual description layout: intro, feature list, closing line. */
export function item(p: NewItem): ProductData {
  const bullets = p.bullets.map((b) => `- ${b}`).join('\n');
  return {
    slug: p.slug ?? slugify(p.title),
    title: p.title,
    ...(p.brand ? { brand: p.brand } : {}),
    categories: p.categories,
    images: p.images,
    excerpt: p.excerpt,
    description: `${p.intro}\n\n${bullets}\n\n${p.closing ?? WARRANTY_LINE}`,
    spec: p.spec,
    condition: p.condition ?? 'new',
    ...(p.price ? { price: p.price } : {}),
    ...(p.video ? { video: youtube(p.title) } : {}),
    ...(p.brochure ? { brochure: p.brochure } : {}),
    ...(p.order === undefined ? {} : { order: p.order }),
    listed: p.listed,
  };
}

/**
 * What a range's builder takes after a model's own figures, in this order: the opening
 * paragraph, the place in its category's order, the date it was listed, and whether it has a video.
 */
export type Listing = [intro: string, order: number, listed: string, video?: boolean];

/** A Listing as item()'s fields. */
export function listing([intro, order, listed, video = false]: Listing) {
  return { intro, order, listed, video };
}
