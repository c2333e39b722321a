// The page blocks (`page.content[]`), a union discriminated on `_type`. Collections a block shows
// (every brand, every media item, the newest posts, a post list) are filled in by the site model
// from the snapshot; these projections carry only the block's own fields.
import { z } from 'zod';
import { carouselSlideSchema, postCardSchema } from './documents.ts';
import {
  colourSchema,
  documentRefSchema,
  keySchema,
  listOf,
  optionalTextSchema,
  requiredText,
  videoLinkSchema,
  withDefault,
} from './fields.ts';
import { fileAssetSchema, imageSchema } from './image.ts';
import { linkSchema } from './link.ts';
import { portableTextSchema } from './portable-text.ts';

/** A block's schema: its key, its `_type`, then its own fields. */
function blockOf<const T extends string, Fields extends z.ZodRawShape>(type: T, fields: Fields) {
  return z.object({ _key: keySchema, _type: z.literal(type), ...fields });
}

/** Hero fields, shared by the hero block and a page's own hero. */
export const heroFields = {
  subtitle: optionalTextSchema,
  title: requiredText('a title'),
  image: imageSchema.nullable(),
  showStripe: withDefault(z.boolean(), true),
};

export const bannerBlockSchema = blockOf('banner', {
  title: requiredText('a title'),
  text: portableTextSchema,
  titleColor: colourSchema.nullable(),
  textColor: colourSchema.nullable(),
  backgroundColor: colourSchema.nullable(),
});

export const brandsBlockSchema = blockOf('brands', {
  title: requiredText('a title'),
  text: z.string().nullable(),
});

export const columnSchema = z.object({
  _key: keySchema,
  link: linkSchema.nullable(),
  image: imageSchema,
  overlay: withDefault(z.boolean(), false),
  subtitle: z.string(),
  title: requiredText('a title'),
  content: portableTextSchema,
});
export const columnsBlockSchema = blockOf('columns', { columns: listOf(columnSchema) });

export const contactFormBlockSchema = blockOf('contactForm', {
  title: optionalTextSchema,
  text: portableTextSchema,
  // Out of range, the map would show the wrong place or none; the editor has a number to fix.
  map: z
    .object({
      lat: z.number().min(-90).max(90),
      lng: z.number().min(-180).max(180),
      zoom: z.number().min(0).max(19),
      label: z.string(),
    })
    .nullable(),
});

export const contentBlockSchema = blockOf('content', {
  title: optionalTextSchema,
  content: portableTextSchema,
});

export const ctaBlockSchema = blockOf('cta', {
  title: requiredText('a title'),
  text: z.string(),
  image: imageSchema.nullable(),
  ctaLink: z.object({ text: requiredText('the button text'), link: linkSchema }),
  titleColor: colourSchema.nullable(),
  textColor: colourSchema.nullable(),
  backgroundColor: colourSchema.nullable(),
});

export const heroBlockSchema = blockOf('hero', heroFields);

export const heroCarouselBlockSchema = blockOf('heroCarousel', { slides: listOf(carouselSlideSchema) });

export const imageWithAltBlockSchema = blockOf('imageWithAlt', {
  image: imageSchema,
  caption: z.string().nullable(),
});

export const levelBlockSchema = blockOf('level', {
  title: requiredText('a title'),
  items: listOf(z.object({ _key: keySchema, title: requiredText('a title'), image: imageSchema })),
});

export const mediaLibraryBlockSchema = blockOf('mediaLibrary', { title: optionalTextSchema });

export const newsletterBlockSchema = blockOf('newsletter', {
  text: z.string(),
  logo: imageSchema.nullable(),
});

export const postsBlockSchema = blockOf('posts', {
  title: optionalTextSchema,
  category: documentRefSchema.nullable(),
});

export const sectionBlockSchema = blockOf('section', {
  title: requiredText('a title'),
  content: portableTextSchema,
  image: imageSchema.nullable(),
  position: withDefault(z.enum(['left', 'right']), 'left'),
  size: withDefault(z.enum(['original', 'small', 'medium', 'large']), 'original'),
  backgroundColor: colourSchema.nullable(),
});

export const testimonialBlockSchema = blockOf('testimonial', {
  text: z.string(),
  client: z.string(),
  business: z.string(),
});

export const teamGridBlockSchema = blockOf('teamGrid', {
  title: optionalTextSchema,
  members: listOf(
    z.object({ _key: keySchema, name: z.string(), image: imageSchema, content: portableTextSchema }),
  ),
});

export const timelineGroupBlockSchema = blockOf('timelineGroup', {
  title: optionalTextSchema,
  events: listOf(
    z.object({
      _key: keySchema,
      title: requiredText('a title'),
      content: portableTextSchema,
      image: imageSchema.nullable(),
      imageRight: withDefault(z.boolean(), false),
    }),
  ),
});

export const fileWithTitleBlockSchema = blockOf('fileWithTitle', {
  title: optionalTextSchema,
  file: fileAssetSchema,
});

export const latestNewsBlockSchema = blockOf('latestNews', {
  title: requiredText('a title'),
  subtitle: z.string(),
  posts: listOf(postCardSchema),
});

export const tableBlockSchema = blockOf('table', {
  title: optionalTextSchema,
  rows: listOf(z.object({ _key: keySchema, cells: z.array(z.string()) })),
});

export const youtubeVideoBlockSchema = blockOf('youtubeVideo', {
  title: optionalTextSchema,
  url: videoLinkSchema.pipe(z.string().min(1, 'expected a YouTube link or id')),
});

export const blockSchema = z.discriminatedUnion('_type', [
  bannerBlockSchema,
  brandsBlockSchema,
  columnsBlockSchema,
  contactFormBlockSchema,
  contentBlockSchema,
  ctaBlockSchema,
  heroBlockSchema,
  heroCarouselBlockSchema,
  imageWithAltBlockSchema,
  levelBlockSchema,
  mediaLibraryBlockSchema,
  newsletterBlockSchema,
  postsBlockSchema,
  sectionBlockSchema,
  testimonialBlockSchema,
  teamGridBlockSchema,
  timelineGroupBlockSchema,
  fileWithTitleBlockSchema,
  latestNewsBlockSchema,
  tableBlockSchema,
  youtubeVideoBlockSchema,
]);
export type Block = z.infer<typeof blockSchema>;
export type BlockType = Block['_type'];
/** One block's shape by its `_type`, e.g. `BlockOf<'section'>`. */
export type BlockOf<T extends BlockType> = Extract<Block, { _type: T }>;

/** Every block `_type` the site renders; anything else is dropped with a warning. */
export const BLOCK_TYPES: readonly BlockType[] = blockSchema.options.map(
  (option) => option.shape._type.value,
);
