// Portable Text as the projections deliver them: every annotation is a `link` with a resolved href
// (internal links included) and inline images carry the full Image shape. What the site does not
// know (a custom mark, annotation, style or item) and unsafe links are droppable issues: the
// snapshot leaves them out with a warning and keeps the text.
import { z } from 'zod';
import { classifyHref } from '../href.ts';
import { keySchema, listOf } from './fields.ts';
import { imageSchema } from './image.ts';
import { dropIssue, knownTypeOr } from './issues.ts';

export const BLOCK_STYLES = ['normal', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote'] as const;
export type BlockStyle = (typeof BLOCK_STYLES)[number];
export const DECORATORS = ['strong', 'em', 'code', 'underline', 'strike-through'] as const;
export const LIST_ITEMS = ['bullet', 'number'] as const;
/** Deeper lists are shown at this level: a list nested hundreds deep is a mistake, not a design. */
export const MAX_LIST_LEVEL = 6;
const decorators: ReadonlySet<string> = new Set(DECORATORS);

export const spanSchema = z.object({
  _type: z.literal('span'),
  _key: keySchema,
  text: z.string(),
  marks: z.array(z.string()).default([]),
});
export type Span = z.infer<typeof spanSchema>;

export const linkMarkSchema = z
  .object({
    _type: z.literal('link'),
    _key: keySchema,
    href: z
      .string({ error: 'expected an href (an internal link must reference an existing document)' })
      .min(1),
  })
  .check((ctx) => {
    // A script or data URL must not reach the page data, from which the browser renders.
    if (classifyHref(ctx.value.href) === 'unsafe') {
      const message = `unsafe link "${ctx.value.href.slice(0, 80)}": the link is left out, its text kept (expected https:, mailto:, tel: or a site path)`;
      ctx.issues.push(dropIssue('annotation', ctx.value.href, [], message));
    }
  });
export type LinkMark = z.infer<typeof linkMarkSchema>;

function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return values.some((known) => known === value);
}

/** An enum field whose unknown value is dropped (the field then reads as absent). */
function knownValueOr<T extends string>(values: readonly T[], what: string) {
  return z
    .string()
    .nullish()
    .transform((value, ctx): T | undefined => {
      if (value === null || value === undefined) return undefined;
      if (isOneOf(values, value)) return value;
      ctx.issues.push(
        dropIssue(
          'property',
          value,
          [],
          `unknown ${what} "${value}": left out (expected one of ${values.join(', ')})`,
        ),
      );
      return z.NEVER;
    });
}

export const textBlockSchema = z
  .object({
    _type: z.literal('block'),
    _key: keySchema,
    style: knownValueOr(BLOCK_STYLES, 'style').transform((style): BlockStyle => style ?? 'normal'),
    listItem: knownValueOr(LIST_ITEMS, 'list type').optional(),
    level: z
      .number()
      .int()
      .min(1)
      .transform((level) => Math.min(level, MAX_LIST_LEVEL))
      .optional(),
    children: z.array(knownTypeOr(['span'], spanSchema, 'inline object')),
    markDefs: listOf(knownTypeOr(['link', 'internalLink'], linkMarkSchema, 'annotation', 'annotation')),
  })
  .check((ctx) => {
    // A mark is a decorator or the key of an annotation; any other is the CMS's custom decorator.
    const keys = new Set(ctx.value.markDefs.map((def) => def._key));
    ctx.value.children.forEach((span, index) => {
      for (const mark of span.marks) {
        if (!decorators.has(mark) && !keys.has(mark)) {
          const message = `unknown mark "${mark}": left out, the text kept (expected ${DECORATORS.join(', ')} or a markDefs key)`;
          ctx.issues.push(dropIssue('value', mark, ['children', index, 'marks'], message));
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

/** Absent rich text reads as an empty list; an item of an unknown `_type` is left out. */
export const portableTextSchema = listOf(
  knownTypeOr(
    ['block', 'image'],
    z.discriminatedUnion('_type', [textBlockSchema, inlineImageSchema]),
    'Portable Text item',
  ),
);
export type PortableText = z.infer<typeof portableTextSchema>;
