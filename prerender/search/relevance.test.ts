// The relevance table over the bundled dataset, read back the way the browser reads the index:
// each query's first three hits must hold the pages the table names.
import { describe, expect, test } from 'vitest';
import { bundledSearch } from './engine.test-helper.ts';
import { RELEVANCE_TABLE } from './relevance-table.ts';

// Read once for the whole file: the bundled dataset takes seconds to read on a busy machine.
const { docs, engine } = await bundledSearch();

describe('the relevance table', () => {
  test('names pages that exist', () => {
    const paths = new Set(docs.map((d) => d.path));
    for (const { top3 } of RELEVANCE_TABLE) for (const path of top3) expect(paths).toContain(path);
    expect(RELEVANCE_TABLE.length).toBeGreaterThanOrEqual(40);
  });

  test.each(RELEVANCE_TABLE)('"$query" has $top3 in its first three', ({ query, top3 }) => {
    const first = engine
      .search(query)
      .slice(0, 3)
      .map((h) => h.path);
    expect(first).toEqual(expect.arrayContaining(top3));
  });
});

describe('limits and words a grower types together', () => {
  test('"tractor under 20000" finds only machines priced within it, tractors first, hire rates not', () => {
    const { hits, limits } = engine.find('tractor under 20000', Number.POSITIVE_INFINITY);
    expect(limits).toEqual({ price: { max: 20000 } });
    expect(hits.length).toBeGreaterThan(3);
    for (const hit of hits) {
      expect(hit.type).toBe('Product');
      expect(hit.priceValue).toBeLessThanOrEqual(20000);
      expect(hit.condition).not.toBe('hire');
    }
    expect(
      hits.slice(0, 4).every((hit) => /tractor|valmara|same|massey|holland/i.test(hit.title + hit.path)),
    ).toBe(true);
    // "under" is a limit, not a word: the Under-Vine Weeder is no answer.
    expect(hits.some((hit) => /under-vine/i.test(hit.title))).toBe(false);
  });

  test('a machine without the fact (POA, no clock) is outside a limit', () => {
    const { hits } = engine.find('antonio carraro under 30k', Number.POSITIVE_INFINITY);
    expect(hits.length).toBeGreaterThan(0);
    for (const hit of hits) expect(hit.priceValue).toBeDefined();
  });

  test('limits alone list every machine inside them', () => {
    const { hits, total } = engine.find('2018 or newer under 3,000 hours', Number.POSITIVE_INFINITY);
    expect(total).toBe(hits.length);
    expect(hits.length).toBeGreaterThan(0);
    for (const hit of hits) {
      expect(hit.year).toBeGreaterThanOrEqual(2018);
      expect(hit.hours).toBeLessThanOrEqual(3000);
    }
  });

  test('hits matching every word come first, and "See all" counts them alone', () => {
    const { hits, partial, total } = engine.find('used forklift', Number.POSITIVE_INFINITY);
    const every = hits.filter((hit) => !partial.has(hit));
    expect(every.map((hit) => hit.path)).toEqual([
      '/product/used-2015-ilmer-d-25-forklift/',
      '/product/used-2018-orvin-rt-30-forklift/',
    ]);
    expect(hits.slice(0, 2)).toEqual(every);
    expect(total).toBe(2);
    expect(partial.size).toBe(hits.length - 2);
  });

  test('the results page ranks every hit as ids, made into hits only when drawn, as find orders them', () => {
    const ranked = engine.rank('used forklift');
    const { hits, partial } = engine.find('used forklift', Number.POSITIVE_INFINITY);
    expect(Array.from(ranked.ids, (id) => engine.hit(id))).toEqual(hits);
    expect(Array.from(ranked.ids, (id) => engine.typeOf(id))).toEqual(hits.map((hit) => hit.type));
    expect(Array.from(ranked.partial, (flag, i) => (flag === 1) === partial.has(hits[i]!))).not.toContain(
      false,
    );
    expect(ranked.partial.filter((flag) => flag === 0)).toHaveLength(2);
    // The same document is the same hit whichever query made it.
    expect(engine.hit(ranked.ids[0]!)).toBe(hits[0]);
    expect(engine.rank('').ids).toHaveLength(0);
  });

  test('with no hit matching every word, the more specific word leads: no used telehandler, so telehandlers', () => {
    const { hits, partial, total } = engine.find('used telehandler', Number.POSITIVE_INFINITY);
    expect(partial.size).toBe(hits.length);
    expect(total).toBe(hits.length);
    expect(hits.slice(0, 5).every((hit) => /telehandler|giant/i.test(hit.title + hit.path))).toBe(true);
  });
});

describe('the documents a grower finds', () => {
  test('leave out sold machines, whose page says they are gone', () => {
    expect(docs.some((d) => d.path === '/product/used-2012-landini-rex-90f/')).toBe(false);
    expect(docs.some((d) => d.path === '/product/used-2019-kubota-m5-091-narrow/')).toBe(true);
  });

  test('carry a machine’s brand, categories, condition, parents, excerpt and facts', () => {
    expect(docs.find((d) => d.path === '/product/friuli-vigna-600/')).toMatchObject({
      categories: ['Friuli Sprayers', 'Sprayers & Spreaders', 'new'],
      parents: ['Fruit & Vineyard Equipment'],
      excerpt: expect.stringMatching(/vineyard sprayer/),
      condition: 'new',
    });
    expect(docs.find((d) => d.path === '/product/used-2018-orvin-rt-30-forklift/')).toMatchObject({
      condition: 'used',
      year: 2018,
      hours: 3900,
      price: '£16,950 + VAT',
    });
  });

  test('give a category its parent, and a page its words', () => {
    expect(
      docs.find((d) => d.path === '/product-category/forklifts-and-loaders/telehandlers/')?.categories,
    ).toEqual(['Forklifts & Loaders']);
    expect(docs.find((d) => d.path === '/contact-us/')?.excerpt).toMatch(/\bopen\b/);
  });
});
