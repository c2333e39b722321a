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

const blockFields = { _key: keySchema };

/** Hero fields, shared by the hero block and a page's own hero. */
export const heroFields = {
  subtitle: optionalTextSchema,
  title: requiredText('a title'),
  image: imageSchema.nullable(),
  showStripe: withDefault(z.boolean(), true),
};

export const bannerBlockSchema = z.object({
  ...blockFields,
  _type: z.literal('banner'),
  title: requiredText('a title'),
  text: portableTextSchema,
  titleColor: colourSchema.nullable(),
  textColor: colourSchema.nullable(),
  backgroundColor: colourSchema.nullable(),
});

export const brandsBlockSchema = z.object({
  ...blockFields,
  _type: z.literal('brands'),
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
export const columnsBlockSchema = z.object({
  ...blockFields,
  _type: z.literal('columns'),
  columns: listOf(columnSchema),
});

export const contactFormBlockSchema = z.object({
  ...blockFields,
  _type: z.literal('contactForm'),
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

export const contentBlockSchema = z.object({
  ...blockFields,
  _type: z.literal('content'),
  title: optionalTextSchema,
  content: portableTextSchema,
});

export const ctaBlockSchema = z.object({
  ...blockFields,
  _type: z.literal('cta'),
  title: requiredText('a title'),
  text: z.string(),
  image: imageSchema.nullable(),
  ctaLink: z.object({ text: requiredText('the button text'), link: linkSchema }),
  titleColor: colourSchema.nullable(),
  textColor: colourSchema.nullable(),
  backgroundColor: colourSchema.nullable(),
});

export const heroBlockSchema = z.object({ ...blockFields, _type: z.literal('hero'), ...heroFields });

export const heroCarouselBlockSchema = z.object({
  ...blockFields,
  _type: z.literal('heroCarousel'),
  slides: listOf(carouselSlideSchema),
});

export const imageWithAltBlockSchema = z.object({
  ...blockFields,
  _type: z.literal('imageWithAlt'),
  image: imageSchema,
  caption: z.string().nullable(),
});

export const levelBlockSchema = z.object({
  ...blockFields,
  _type: z.literal('level'),
  title: requiredText('a title'),
  items: listOf(z.object({ _key: keySchema, title: requiredText('a title'), image: imageSchema })),
});

export const mediaLibraryBlockSchema = z.object({
  ...blockFields,
  _type: z.literal('mediaLibrary'),
  title: optionalTextSchema,
});

export const newsletterBlockSchema = z.object({
  ...blockFields,
  _type: z.literal('newsletter'),
  text: z.string(),
  logo: imageSchema.nullable(),
});

export const postsBlockSchema = z.object({
  ...blockFields,
  _type: z.literal('posts'),
  title: optionalTextSchema,
  category: documentRefSchema.nullable(),
});

export const sectionBlockSchema = z.object({
  ...blockFields,
  _type: z.literal('section'),
  title: requiredText('a title'),
  content: portableTextSchema,
  image: imageSchema.nullable(),
  position: withDefault(z.enum(['left', 'right']), 'left'),
  size: withDefault(z.enum(['original', 'small', 'medium', 'large']), 'original'),
  backgroundColor: colourSchema.nullable(),
});

export const testimonialBlockSchema = z.object({
  ...blockFields,
  _type: z.literal('testimonial'),
  text: z.string(),
  client: z.string(),
  business: z.string(),
});

export const teamGridBlockSchema = z.object({
  ...blockFields,
  _type: z.literal('teamGrid'),
  title: optionalTextSchema,
  members: listOf(
    z.object({ _key: keySchema, name: z.string(), image: imageSchema, content: portableTextSchema }),
  ),
});

export const timelineGroupBlockSchema = z.object({
  ...blockFields,
  _type: z.literal('timelineGroup'),
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

export const fileWithTitleBlockSchema = z.object({
  ...blockFields,
  _type: z.literal('fileWithTitle'),
  title: optionalTextSchema,
  file: fileAssetSchema,
});

export const latestNewsBlockSchema = z.object({
  ...blockFields,
  _type: z.literal('latestNews'),
  title: requiredText('a title'),
  subtitle: z.string(),
  posts: listOf(postCardSchema),
});

export const tableBlockSchema = z.object({
  ...blockFields,
  _type: z.literal('table'),
  title: optionalTextSchema,
  rows: listOf(z.object({ _key: keySchema, cells: z.array(z.string()) })),
});

export const youtubeVideoBlockSchema = z.object({
  ...blockFields,
  _type: z.literal('youtubeVideo'),
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
