// The routed and listed documents, as their GROQ projections deliver them. References to other
// documents arrive resolved to `{ id, title, path }`.
import { z } from 'zod';
import { videoId } from '../video.ts';
import {
  colourSchema,
  documentRefSchema,
  keySchema,
  listOf,
  optionalTextSchema,
  productCategoryRefSchema,
  requiredText,
  routedDocumentFields,
  slugSchema,
  unroutedDocumentFields,
  videoLinkSchema,
} from './fields.ts';
import { fileAssetSchema, imageSchema } from './image.ts';
import { linkSchema } from './link.ts';
import { portableTextSchema } from './portable-text.ts';

export const seoSchema = z.object({ description: optionalTextSchema });
export type Seo = z.infer<typeof seoSchema>;

export const postSchema = z.object({
  ...routedDocumentFields,
  slug: slugSchema,
  title: requiredText('a title'),
  published: z.iso.datetime({ offset: true, error: 'expected published as an ISO date-time' }),
  excerpt: requiredText('an excerpt'),
  seo: seoSchema,
  image: imageSchema.nullable(),
  categories: z.array(documentRefSchema).min(1, 'expected at least one category'),
  body: portableTextSchema,
});
export type Post = z.infer<typeof postSchema>;

/** What a card in a post list or the latest-news block shows. */
export const postCardSchema = postSchema.pick({
  id: true,
  path: true,
  title: true,
  published: true,
  excerpt: true,
  image: true,
  categories: true,
});
export type PostCard = z.infer<typeof postCardSchema>;

/** A news category. */
export const categorySchema = z.object({
  ...routedDocumentFields,
  slug: slugSchema,
  title: requiredText('a title'),
});
export type Category = z.infer<typeof categorySchema>;

export const productCategorySchema = z.object({
  ...routedDocumentFields,
  slug: slugSchema,
  title: optionalTextSchema,
  type: z.enum(['products', 'parent'], { error: 'expected type "products" or "parent"' }),
  parentId: z.string().nullable(),
  description: portableTextSchema,
  image: imageSchema.nullable(),
  order: z.number().nullable(),
});
export type ProductCategory = z.infer<typeof productCategorySchema>;

/**
 * Where a machine stands in the yard (docs/content-model.md "Stock facts"). A sold machine leaves
 * every list and its page says so; an arriving one is bought but not yet in the yard.
 */
export const STOCK_STATUSES = ['available', 'reserved', 'sold', 'arriving'] as const;
export type StockStatus = (typeof STOCK_STATUSES)[number];

/** The oldest model year a machine may carry: older is a typing slip (an hour count, say). */
export const OLDEST_MODEL_YEAR = 1950;

export const specificationRowSchema = z.object({ _key: keySchema, label: z.string(), value: z.string() });
export type SpecificationRow = z.infer<typeof specificationRowSchema>;

export const productSchema = z
  .object({
    ...routedDocumentFields,
    slug: slugSchema,
    title: requiredText('a title'),
    categories: z.array(productCategoryRefSchema).min(1, 'expected at least one product category'),
    brand: documentRefSchema.nullable(),
    images: listOf(imageSchema),
    description: portableTextSchema,
    specification: listOf(specificationRowSchema),
    excerpt: z.string(),
    order: z.number().nullable(),
    condition: z.enum(['new', 'used', 'hire'], { error: 'expected condition "new", "used" or "hire"' }),
    price: optionalTextSchema,
    /** The price as a number of pounds, for sorting and structured data (hire: the day rate). */
    priceValue: z
      .number({ error: 'expected priceValue as a number of pounds' })
      .positive('expected priceValue above 0')
      .nullable(),
    year: z
      .number({ error: 'expected year as a number' })
      .int('expected year as a whole number')
      .min(OLDEST_MODEL_YEAR, `expected year from ${OLDEST_MODEL_YEAR}`)
      .nullable(),
    hours: z
      .number({ error: 'expected hours as a number' })
      .int('expected hours as a whole number')
      .nonnegative('expected hours of 0 or more')
      .nullable(),
    stockNumber: optionalTextSchema.refine(
      (value) => value === null || value.length <= 20,
      'expected a stock number of at most 20 characters',
    ),
    status: z.enum(STOCK_STATUSES, {
      error: 'expected status "available", "reserved", "sold" or "arriving"',
    }),
    /** When the machine came into stock: the list's "newest in" order. */
    listedAt: z.iso.datetime({ offset: true, error: 'expected listedAt as an ISO date-time' }),
    video: videoLinkSchema.nullable(),
    brochure: z.object({ title: z.string().nullable(), file: fileAssetSchema }).nullable(),
  })
  .check((ctx) => {
    const { price, priceValue, year } = ctx.value;
    // A number without its text would sort a "POA" machine among the priced ones.
    if (priceValue !== null && (price === null || /^poa$/i.test(price))) {
      ctx.issues.push({
        code: 'custom',
        input: priceValue,
        path: ['priceValue'],
        message: `expected no priceValue on a machine whose price is ${price === null ? 'not given' : `"${price}"`}`,
      });
    }
    const nextYear = new Date().getUTCFullYear() + 1;
    if (year !== null && year > nextYear) {
      ctx.issues.push({
        code: 'custom',
        input: year,
        path: ['year'],
        message: `expected year at most ${nextYear}, got ${year}`,
      });
    }
  });
export type Product = z.infer<typeof productSchema>;

export const brandSchema = z.object({
  ...routedDocumentFields,
  slug: slugSchema,
  title: requiredText('a title'),
  order: z.number().nullable(),
  description: portableTextSchema,
  logo: imageSchema,
  image: imageSchema.nullable(),
});
export type Brand = z.infer<typeof brandSchema>;

export const galleryOptionSchema = z.object({ value: z.string().min(1), label: z.string() });
export type GalleryOption = z.infer<typeof galleryOptionSchema>;

/** An entry of the media library; it has no page of its own. A video may do without a poster. */
export const mediaItemSchema = z
  .object({
    ...unroutedDocumentFields,
    title: requiredText('a title'),
    description: optionalTextSchema,
    order: z.number(),
    mediaType: z.enum(['image', 'video'], { error: 'expected mediaType "image" or "video"' }),
    gallery: listOf(galleryOptionSchema),
    brand: documentRefSchema.nullable(),
    video: videoLinkSchema.nullable(),
    image: imageSchema.nullable(),
  })
  .check((ctx) => {
    if (ctx.value.mediaType === 'image' && ctx.value.image === null) {
      ctx.issues.push({
        code: 'custom',
        input: null,
        path: ['image'],
        message: 'expected an image for mediaType "image"',
      });
    }
    // A link that names no video (a watch link without v, SPEC §5) would open an empty viewer.
    if (ctx.value.mediaType === 'video' && !(ctx.value.video && videoId(ctx.value.video))) {
      ctx.issues.push({
        code: 'custom',
        input: ctx.value.video,
        path: ['video'],
        message: ctx.value.video
          ? `expected a YouTube link or id for mediaType "video": "${ctx.value.video}" names no video`
          : 'expected a YouTube link or id for mediaType "video"',
      });
    }
  });
export type MediaItem = z.infer<typeof mediaItemSchema>;

export const carouselContentSchema = z.discriminatedUnion(
  '_type',
  [
    z.object({ _type: z.literal('carouselImage'), image: imageSchema }),
    z.object({ _type: z.literal('carouselVideo'), url: videoLinkSchema }),
  ],
  { error: 'expected content of type carouselImage or carouselVideo' },
);
export type CarouselContent = z.infer<typeof carouselContentSchema>;

/** A hero-carousel slide; slides without title, subtitle, image or video are dropped by the site. */
export const carouselSlideSchema = z.object({
  ...unroutedDocumentFields,
  title: optionalTextSchema,
  subtitle: optionalTextSchema,
  color: colourSchema.nullable(),
  link: linkSchema.nullable(),
  externalLink: z.url({ protocol: /^https?$/, error: 'expected an absolute https: url' }).nullable(),
  content: carouselContentSchema.nullable(),
});
export type CarouselSlide = z.infer<typeof carouselSlideSchema>;
