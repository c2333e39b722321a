// Portable Text as the projections deliver it: every annotation is a `link` with a resolved href
// (internal links included) and inline images carry the full Image shape.
import { z } from 'zod';
import { keySchema, listOf } from './fields.ts';
import { imageSchema } from './image.ts';

export const BLOCK_STYLES = ['normal', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote'] as const;
export const DECORATORS = ['strong', 'em', 'code', 'underline', 'strike-through'] as const;
const decorators: ReadonlySet<string> = new Set(DECORATORS);

export const spanSchema = z.object({
  _type: z.literal('span'),
  _key: keySchema,
  text: z.string(),
  marks: z.array(z.string()).default([]),
});
export type Span = z.infer<typeof spanSchema>;

export const linkMarkSchema = z.object({
  _type: z.literal('link', { error: 'expected an annotation of type link or internalLink' }),
  _key: keySchema,
  href: z.string({ error: 'expected an href (an internal link must reference an existing document)' }).min(1),
});
export type LinkMark = z.infer<typeof linkMarkSchema>;

export const textBlockSchema = z
  .object({
    _type: z.literal('block'),
    _key: keySchema,
    style: z.enum(BLOCK_STYLES).default('normal'),
    listItem: z.enum(['bullet', 'number']).optional(),
    level: z.number().int().min(1).optional(),
    children: z.array(spanSchema),
    markDefs: z.array(linkMarkSchema).default([]),
  })
  .check((ctx) => {
    // A mark is a decorator or the key of an annotation; anything else renders as nothing.
    const keys = new Set(ctx.value.markDefs.map((def) => def._key));
    ctx.value.children.forEach((span, index) => {
      for (const mark of span.marks) {
        if (!decorators.has(mark) && !keys.has(mark)) {
          ctx.issues.push({
            code: 'custom',
            input: mark,
            path: ['children', index, 'marks'],
            message: `expected a decorator (${DECORATORS.join(', ')}) or a markDefs key, got "${mark}"`,
          });
        }
      }
    });
  });
export type TextBlock = z.infer<typeof textBlockSchema>;

export const inlineImageSchema = imageSchema.extend({
  _type: z.literal('image'),
  _key: keySchema,
});
export type InlineImage = z.infer<typeof inlineImageSchema>;

/** Absent rich text reads as an empty list. */
export const portableTextSchema = listOf(
  z.discriminatedUnion('_type', [textBlockSchema, inlineImageSchema], {
    error: 'expected a Portable Text block or image',
  }),
);
export type PortableText = z.infer<typeof portableTextSchema>;
