// Reading the dataset's documents for the Astro anchor's site (scripts/bench/astro-site.ts): loose
// field readers, images and their URLs, portable text as plain blocks, dates and the list order.
import type { Block, Doc, Img } from './types.ts';

export type Obj = Record<string, unknown>;
export const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
export const str = (v: unknown): string => (typeof v === 'string' ? v : '');
export const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
export const refOf = (v: unknown): string => (isObj(v) ? str(v._ref) : '');
export const slugOf = (d: Obj): string => (isObj(d.slug) ? str(d.slug.current) : '');

export function parseNdjson(text: string): Doc[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Doc);
}

/** `image-<hash>-1200x900-jpg` → the image, or null when the value is not an image. */
export function imageOf(value: unknown, fallbackAlt = ''): Img | null {
  if (!isObj(value)) return null;
  const ref = refOf(value.asset);
  const match = /^image-([0-9a-f]+)-(\d+)x(\d+)-(\w+)$/.exec(ref);
  if (!match) return null;
  return {
    folder: `${match[1]}-${match[2]}x${match[3]}-${match[4]}`,
    width: Number(match[2]),
    height: Number(match[3]),
    alt: str(value.alt) || fallbackAlt,
  };
}

/** Our image URLs: `/images/<folder>/w800-h600-q85.webp`, at each width up to the original's. */
export function srcset(image: Img, format: 'avif' | 'webp', widths: readonly number[]): string {
  const usable = widths.filter((w) => w <= image.width);
  return (usable.length ? usable : [image.width])
    .map((w) => `${imageUrl(image, format, w)} ${w}w`)
    .join(', ');
}

export function imageUrl(image: Img, format: 'avif' | 'webp', width: number): string {
  const w = Math.min(width, image.width);
  const h = Math.round((w * image.height) / image.width);
  return `/images/${image.folder}/w${w}-h${h}-q85.${format}`;
}

/** Portable text → paragraphs, headings and lists; consecutive bullets make one list. */
export function plainBlocks(value: unknown): Block[] {
  const out: Block[] = [];
  for (const block of arr(value)) {
    if (!isObj(block) || block._type !== 'block') continue;
    const text = arr(block.children)
      .map((c) => (isObj(c) ? str(c.text) : ''))
      .join('');
    if (block.listItem) {
      const last = out[out.length - 1];
      if (last?.kind === 'ul') last.items.push(text);
      else out.push({ kind: 'ul', items: [text] });
    } else if (block.style === 'h2') out.push({ kind: 'h2', text });
    else if (typeof block.style === 'string' && /^h[3-6]$/.test(block.style)) out.push({ kind: 'h3', text });
    else out.push({ kind: 'p', text });
  }
  return out;
}

const isPortableText = (value: unknown[]) => value.some((v) => isObj(v) && v._type === 'block');

/** Every portable text and image in a page builder's blocks, in order, however deep. */
export function collectContent(
  value: unknown,
  out: { text: Block[]; images: Img[] } = { text: [], images: [] },
) {
  if (Array.isArray(value)) {
    if (isPortableText(value)) out.text.push(...plainBlocks(value));
    else for (const v of value) collectContent(v, out);
  } else if (isObj(value)) {
    const image = imageOf(value);
    if (image) out.images.push(image);
    else {
      for (const [key, v] of Object.entries(value)) {
        if (key === 'heading' || key === 'title' || key === 'subtitle') {
          if (typeof v === 'string' && v) out.text.push({ kind: key === 'subtitle' ? 'p' : 'h2', text: v });
        } else if (!key.startsWith('_')) collectContent(v, out);
      }
    }
  }
  return out;
}

export const plainText = (value: unknown) =>
  plainBlocks(value)
    .map((b) => (b.kind === 'ul' ? b.items.join(' ') : b.text))
    .join(' ');

export const byOrder = (a: Obj, b: Obj) => {
  const ao = typeof a.order === 'number' ? a.order : Number.POSITIVE_INFINITY;
  const bo = typeof b.order === 'number' ? b.order : Number.POSITIVE_INFINITY;
  return ao - bo || str(a.title).localeCompare(str(b.title));
};

export const dateText = (iso: string) =>
  iso
    ? new Date(iso).toLocaleDateString('en-GB', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      })
    : '';
