import { describe, expect, it } from 'vitest';
import { createDocumentsSource, parseDataset } from '../../prerender/content/dataset-source.ts';
import { loadSnapshot } from '../../prerender/content/snapshot.ts';
import { generateDataset, loadBundledDataset } from './content-generate.ts';
import { collectReferences, documentPaths } from './dataset-paths.ts';

describe('content:generate', () => {
  it('writes 10,000 products and 500 posts whose references all resolve, on unique paths', () => {
    const lines = generateDataset({ products: 10_000, posts: 500 });
    const docs = parseDataset(lines.join('\n'), 'generated');
    const count = (type: string) => docs.filter((d) => d._type === type).length;
    expect([count('product'), count('post')]).toEqual([10_000, 500]);
    const ids = new Set(docs.map((d) => d._id));
    expect(ids.size).toBe(docs.length);
    expect(docs.map((d) => d._id)).toEqual([...docs.map((d) => d._id)].sort());
    const missing = docs.flatMap((d) => collectReferences(d).filter((r) => !ids.has(r.ref)));
    expect(missing).toEqual([]);
    const paths = [...documentPaths(docs).values()];
    expect(new Set(paths).size).toBe(paths.length);
    for (const post of docs.filter((d) => d._type === 'post'))
      expect(String(post.published)).toMatch(/^20(1[6-9]|2[0-3])-/);
  });

  it('spreads generated products over every product list the bundled ones use', () => {
    const docs = parseDataset(generateDataset({ products: 2_000, posts: 0 }).join('\n'), 'generated');
    const used = (list: typeof docs) =>
      new Set(
        list
          .filter((d) => d._type === 'product')
          .flatMap((d) => (d.categories as { _ref: string }[]).map((c) => c._ref)),
      );
    const bundledIds = new Set(loadBundledDataset().map((d) => d._id));
    const generated = docs.filter((d) => d._type === 'product' && !bundledIds.has(d._id));
    expect(generated).toHaveLength(2_000 - loadBundledDataset().filter((d) => d._type === 'product').length);
    expect(used(generated)).toEqual(used(loadBundledDataset()));
  });

  it('gives generated machines their own stock numbers and spread-out, valid stock facts', async () => {
    const docs = parseDataset(generateDataset({ products: 2_000, posts: 0 }).join('\n'), 'generated');
    const products = docs.filter((d) => d._type === 'product');
    const numbers = products.flatMap((d) => (typeof d.stockNumber === 'string' ? [d.stockNumber] : []));
    expect(numbers.length).toBeGreaterThan(300);
    expect(new Set(numbers).size).toBe(numbers.length);
    const years = new Set(products.map((d) => d.year).filter((y) => typeof y === 'number'));
    expect(years.size).toBeGreaterThan(10);
    for (const d of products.filter((p) => typeof p.priceValue === 'number'))
      expect(String(d.price)).toContain(`£${(d.priceValue as number).toLocaleString('en-GB')}`);
    const { problems } = await loadSnapshot(createDocumentsSource(docs, 'generated'));
    expect(problems.filter((p) => p.severity === 'error')).toEqual([]);
  });

  it('is repeatable and keeps the bundled documents when asked for fewer', () => {
    const bundled = loadBundledDataset();
    expect(generateDataset({ products: 300, posts: 80 })).toEqual(
      generateDataset({ products: 300, posts: 80 }),
    );
    expect(generateDataset({ products: 0, posts: 0 })).toHaveLength(bundled.length);
  });
});
