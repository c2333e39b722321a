// `npm run content:generate -- --products N --posts M --out FILE`: a valid dataset of any size for
// scale tests. It keeps every bundled document (so every page, link and picture still works) and
// adds products and posts, modelled on the bundled ones, until the totals asked for are reached.
// Generated documents use the bundled image and file assets, so their files are the ones already
// in content/images and content/files, which the image pipeline reads whatever dataset is used.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { displayPath, parseDataset, type StoredDocument } from '../../prerender/content/dataset-source.ts';
import { revision } from './documents.ts';

export interface GenerateOptions {
  /** Total products in the output; at least the bundled count. */
  products: number;
  /** Total posts in the output; at least the bundled count. */
  posts: number;
  /** The documents to build on; the bundled dataset when absent. */
  base?: readonly StoredDocument[];
}

export const BUNDLED_DATASET = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'content',
  'dataset.ndjson',
);

let bundled: StoredDocument[] | undefined;

export function loadBundledDataset(): StoredDocument[] {
  bundled ??= parseDataset(readFileSync(BUNDLED_DATASET, 'utf8'), displayPath(BUNDLED_DATASET));
  return bundled;
}

const SPAN_START = Date.UTC(2016, 0, 4, 9);
const SPAN_END = Date.UTC(2023, 11, 15, 17);
const toIso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');

function highestNumber(docs: readonly StoredDocument[], prefix: string): number {
  let max = 0;
  for (const d of docs) {
    if (d._id.startsWith(prefix)) max = Math.max(max, Number(d._id.slice(prefix.length)) || 0);
  }
  return max;
}

/**
 * A generated machine's own stock facts, spread around its template's so that a list of
 * thousands filters and sorts over real ranges: a unique stock number, and year, hours and price
 * moved by amounts drawn from its number. The price text keeps its template's wording.
 */
function stockFacts(template: StoredDocument, n: number): Partial<StoredDocument> {
  const facts: Partial<StoredDocument> = {};
  if (typeof template.stockNumber === 'string') facts.stockNumber = `${template.stockNumber}-${n}`;
  if (typeof template.year === 'number')
    facts.year = Math.min(template.year + (n % 9) - 4, new Date().getUTCFullYear());
  if (typeof template.hours === 'number') facts.hours = Math.max(0, template.hours + ((n * 37) % 1500) - 700);
  const price = template.price;
  if (typeof template.priceValue === 'number' && typeof price === 'string') {
    const value = Math.max(50, Math.round((template.priceValue * (70 + (n % 61))) / 100 / 50) * 50);
    facts.priceValue = value;
    facts.price = price.replace(/^£[\d,]+/, `£${value.toLocaleString('en-GB')}`);
  }
  return facts;
}

/** Every line of the dataset, sorted by `_id`, as an export would have them. */
export function generateDataset(options: GenerateOptions): string[] {
  const base = options.base ?? loadBundledDataset();
  const products = base.filter((d) => d._type === 'product');
  const posts = base.filter((d) => d._type === 'post');
  if (products.length === 0 || posts.length === 0)
    throw new Error('content:generate needs at least one product and one post to model on');
  const docs: StoredDocument[] = [...base];
  let next = highestNumber(base, 'product-');
  for (let i = products.length; i < options.products; i++) {
    const template = products[i % products.length] as StoredDocument;
    const n = ++next;
    const id = `product-${n}`;
    const created = toIso(SPAN_START + ((n * 7_919_333_000) % (SPAN_END - SPAN_START)));
    // Template fields are shared, not copied: the objects are only serialised, never changed.
    docs.push({
      ...template,
      _id: id,
      _createdAt: created,
      _updatedAt: created,
      _rev: revision(`${id}@${created}`),
      title: `${String(template.title)} X${n}`,
      slug: { _type: 'slug', current: `${(template.slug as { current: string }).current}-x${n}` },
      order: n,
      ...stockFacts(template, n),
    });
  }
  next = highestNumber(base, 'post-');
  for (let i = posts.length; i < options.posts; i++) {
    const template = posts[i % posts.length] as StoredDocument;
    const n = ++next;
    const id = `post-${n}`;
    const published = toIso(SPAN_START + ((n * 86_413_000 * 37) % (SPAN_END - SPAN_START)));
    docs.push({
      ...template,
      _id: id,
      _createdAt: published,
      _updatedAt: published,
      _rev: revision(`${id}@${published}`),
      title: `${String(template.title)} (${n})`,
      slug: { _type: 'slug', current: `${(template.slug as { current: string }).current}-n${n}` },
      published,
    });
  }
  return docs
    .map((d) => [d._id, JSON.stringify(d)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, line]) => line);
}

function main(argv: readonly string[]): void {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      products: { type: 'string', default: '1000' },
      posts: { type: 'string', default: '100' },
      out: { type: 'string' },
    },
  });
  const products = Number(values.products);
  const posts = Number(values.posts);
  if (!Number.isInteger(products) || products < 0 || !Number.isInteger(posts) || posts < 0 || !values.out) {
    console.error('usage: npm run content:generate -- --products N --posts M --out FILE');
    process.exitCode = 2;
    return;
  }
  const started = performance.now();
  const lines = generateDataset({ products, posts });
  const out = resolve(values.out);
  writeFileSync(out, `${lines.join('\n')}\n`);
  console.log(`Wrote ${lines.length} documents to ${out} in ${Math.round(performance.now() - started)} ms.`);
}

if (import.meta.main) main(process.argv.slice(2));
