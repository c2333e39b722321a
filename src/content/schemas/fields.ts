// Small field schemas shared by every projection: the nullable forms GROQ produces for missing
// fields, defaults, colours, slugs and the resolved shape of a reference.
import { z } from 'zod';
import { classifyHref } from '../href.ts';

/** GROQ projects a missing field as null; the doc's defaults apply to both null and absent. */
export function withDefault<T extends z.ZodType>(schema: T, fallback: z.output<T>) {
  return schema.nullish().transform((value): z.output<T> => value ?? fallback);
}

/** An array field that may be absent in the store; read as an empty list. */
export function listOf<T extends z.ZodType>(item: T) {
  return z
    .array(item)
    .nullish()
    .transform((value): z.output<T>[] => value ?? []);
}

/**
 * Text a page cannot do without (a title, a menu entry): trimmed, and blank is an error, since a
 * title of spaces would make an empty heading and a title that starts with " | ".
 */
export function requiredText(what: string) {
  return z
    .string({ error: `expected ${what}` })
    .trim()
    .min(1, `expected ${what}, got blank text`);
}

/** Text the site can do without: trimmed, and blank reads as missing (null). */
export const optionalTextSchema = z
  .string()
  .nullable()
  .transform((value) => {
    const trimmed = value?.trim();
    return trimmed ? trimmed : null;
  });

/**
 * A video as editors paste it (a YouTube link or id; src/content/video.ts reads it). A script or
 * data URL is rejected here, so the page data the browser renders from never carries one.
 */
export const videoLinkSchema = z
  .string()
  .refine(
    (value) => value.trim() === '' || classifyHref(value) !== 'unsafe',
    'expected a YouTube link (https:) or id',
  );

export const keySchema = z.string().min(1, 'expected a non-empty _key');

/** Lower-case words and hyphens, with the capitals of the dealer's old addresses allowed. */
export const slugSchema = z
  .string({ error: 'expected a slug (slug.current)' })
  .regex(/^[A-Za-z0-9]+(?:[-_][A-Za-z0-9]+)*$/, 'expected a slug of letters, digits and hyphens');

/** A site path: starts and ends with a slash. */
export const sitePathSchema = z
  .string({ error: 'expected a site path' })
  .regex(/^\/(?:[^\s/]+\/)*$/, 'expected a site path starting and ending with "/"');

export const colourSchema = z.object({
  label: z.string().nullable(),
  value: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'expected a colour value "#rrggbb"'),
});
export type Colour = z.infer<typeof colourSchema>;

/** A reference resolved to what a link or a tag needs. */
export const documentRefSchema = z.object({
  id: z.string(),
  title: z.string(),
  path: sitePathSchema,
});
export type DocumentRef = z.infer<typeof documentRefSchema>;

/** Product categories may have no title (the site names them from the slug). */
export const productCategoryRefSchema = documentRefSchema.extend({ title: z.string().nullable() });
export type ProductCategoryRef = z.infer<typeof productCategoryRefSchema>;

/** `id`, `path` and `updatedAt`: what every routed document projection starts with. */
export const routedDocumentFields = {
  id: z.string(),
  path: sitePathSchema,
  updatedAt: z.iso.datetime({ offset: true, error: 'expected _updatedAt as an ISO date-time' }),
};

/** Documents without a page of their own (singletons, slides, media items). */
export const unroutedDocumentFields = {
  id: z.string(),
  updatedAt: routedDocumentFields.updatedAt,
};
