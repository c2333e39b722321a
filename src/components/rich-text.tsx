// Rich text in its styled wrapper. The Portable Text that fills it (rich-text-body.tsx, with its
// library, 4-5 KB gzip) is a chunk of its own: the first page hydrates its text after the rest,
// once the chunk is in, and leaves the prerendered markup as it is until then (DESIGN.md
// "Budgets": first-load JS). Navigations, and the prerender, load it before they render.
import { type ComponentType, use } from 'react';
import type { PortableText as PortableTextValue } from '../content/schemas/index.ts';
import { memo } from '../lib/memo.ts';
import { HydrationSlice } from './hydration-slice.tsx';
import styles from './rich-text.module.css';

type Body = ComponentType<{ value: PortableTextValue }>;

/** The body's chunk, imported once; concurrent asks share it, and a failure is forgotten. */
const body = memo((_: 'body'): Promise<Body> => import('./rich-text-body.tsx').then((m) => m.RichTextBody));

/**
 * Loads the body's chunk before a render. A failure is not remembered, so the next navigation asks
 * again (SPEC §4); its timeout and reporting are the caller's (loadChunk).
 */
export async function loadRichText(): Promise<void> {
  await body.load('body');
}

let hydrating: Promise<Body> | undefined;

/**
 * What a first render waits for: the chunk, or, should it fail, forever. The prerendered text then
 * stays as it is, its links plain, as a page whose app cannot start does; thrown at React, the
 * error would replace it with an empty box.
 */
function whenLoaded(): Promise<Body> {
  hydrating ??= body.load('body').catch((error: unknown) => {
    console.error(error);
    return new Promise<never>(() => {});
  });
  return hydrating;
}

function LateBody({ value }: { value: PortableTextValue }) {
  const Loaded = body.peek('body') ?? use(whenLoaded());
  return <Loaded value={value} />;
}

export interface RichTextProps {
  value: PortableTextValue | null | undefined;
  className?: string;
}

/**
 * Rich text in a styled wrapper, or nothing when there is none. Headings keep the editor's
 * outline under the page's own h1, sized for body copy. The body is a slice of its own, so only
 * the text waits for its chunk, never the controls around it.
 */
export function RichText({ value, className }: RichTextProps) {
  if (!value || value.length === 0) return null;
  return (
    <div className={className ? `${styles.richText} ${className}` : styles.richText}>
      <HydrationSlice>
        <LateBody value={value} />
      </HydrationSlice>
    </div>
  );
}
