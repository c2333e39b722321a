// A generic page: its hero and its blocks.
import { z } from 'zod';
import { blockSchema, heroFields } from './blocks.ts';
import { seoSchema } from './documents.ts';
import { listOf, requiredText, routedDocumentFields, slugSchema } from './fields.ts';

export const heroSchema = z.object(heroFields);
export type Hero = z.infer<typeof heroSchema>;

export const pageSchema = z.object({
  ...routedDocumentFields,
  slug: slugSchema,
  title: requiredText('a title'),
  seo: seoSchema,
  hero: heroSchema.nullable(),
  content: listOf(blockSchema),
});
export type Page = z.infer<typeof pageSchema>;
