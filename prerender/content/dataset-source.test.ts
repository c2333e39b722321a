import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createDatasetSource, createDocumentsSource, parseDataset, readDataset } from './dataset-source.ts';

// Counts parses, and can make the synchronous evaluator refuse, to show the fallback answers.
const groq = vi.hoisted(() => ({ parses: 0, refuseSync: false }));
vi.mock('groq-js', async (importOriginal) => {
  const original = await importOriginal<typeof import('groq-js')>();
  return {
    ...original,
    parse: (...args: Parameters<typeof original.parse>) => {
      groq.parses += 1;
      return original.parse(...args);
    },
    evaluateSync: (...args: Parameters<typeof original.evaluateSync>) => {
      if (groq.refuseSync) throw new Error('executeSync not supported');
      return original.evaluateSync(...args);
    },
  };
});

const dir = mkdtempSync(join(tmpdir(), 'dataset-source-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function datasetFile(name: string, lines: string[]): string {
  const file = join(dir, name);
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

const line = (document: object) => JSON.stringify(document);
const brand = (id: string, title: string) => ({ _id: id, _type: 'brand', title, slug: { current: id } });

describe('parseDataset', () => {
  it('reads one document per line, skipping blank lines and drafts', () => {
    const text = [
      line(brand('b1', 'One')),
      '',
      line(brand('drafts.b1', 'Draft')),
      line(brand('b2', 'Two')),
    ].join('\n');
    expect(parseDataset(text, 'x.ndjson').map((document) => document._id)).toEqual(['b1', 'b2']);
  });

  it('names the file and line of a line that is not JSON', () => {
    const text = [line(brand('b1', 'One')), '{"_id": "b2", "_type": "brand",'].join('\n');
    expect(() => parseDataset(text, 'content/x.ndjson')).toThrow(
      /^content\/x\.ndjson line 2: not valid JSON/,
    );
  });

  it('names the line of a value that is not a document', () => {
    const text = [line(brand('b1', 'One')), '', '[1, 2]'].join('\n');
    expect(() => parseDataset(text, 'x.ndjson')).toThrow(
      'x.ndjson line 3: expected a document with string "_id" and "_type"',
    );
  });
});

describe('readDataset', () => {
  it('reads from the file what parseDataset reads from its text, lines cut by chunks included', () => {
    // Lines of about 1 MB each, with letters of two and three bytes: several cross a 4 MB chunk's end.
    const lines = Array.from({ length: 12 }, (_, i) =>
      line(brand(`b${i}`, `Brände “${i}” ${'é'.repeat(250_000 + i)}`)),
    );
    lines.splice(3, 0, '', line(brand('drafts.b0', 'Draft')));
    const file = datasetFile('chunks.ndjson', lines);
    expect(readDataset(file, 'chunks.ndjson')).toEqual(
      parseDataset(`${lines.join('\n')}\n`, 'chunks.ndjson'),
    );
  });

  it('names the line of a bad line, and reads a last line without a newline', () => {
    const file = join(dir, 'bad.ndjson');
    writeFileSync(file, [line(brand('b1', 'One')), '', '[1, 2]'].join('\n'));
    expect(() => readDataset(file, 'bad.ndjson')).toThrow(
      'bad.ndjson line 3: expected a document with string "_id" and "_type"',
    );
    writeFileSync(file, [line(brand('b1', 'One')), line(brand('b2', 'Two'))].join('\n'));
    expect(readDataset(file, 'last.ndjson').map((document) => document._id)).toEqual(['b1', 'b2']);
  });
});

describe('createDatasetSource', () => {
  it('announces the file and the number of documents, grouped in thousands', () => {
    const lines = Array.from({ length: 1234 }, (_, index) => line(brand(`b${index}`, `Brand ${index}`)));
    const source = createDatasetSource(datasetFile('many.ndjson', lines));
    expect(source.describe()).toMatch(/^content: dataset .*many\.ndjson, 1,234 documents$/);
  });

  it('says which file is missing and how to choose another', () => {
    expect(() => createDatasetSource(join(dir, 'absent.ndjson'))).toThrow(
      /absent\.ndjson not found; set CONTENT_DATASET_FILE .* or SANITY_PROJECT_ID/,
    );
  });

  it('evaluates GROQ with parameters and follows references', async () => {
    const file = datasetFile('refs.ndjson', [
      line(brand('b1', 'Orvin')),
      line({ _id: 'p1', _type: 'product', title: 'Forklift', brand: { _type: 'reference', _ref: 'b1' } }),
    ]);
    const source = createDatasetSource(file);
    const result = await source.fetch('*[_type == $type]{ title, "brand": brand->title }', {
      type: 'product',
    });
    expect(result).toEqual([{ title: 'Forklift', brand: 'Orvin' }]);
  });
});

describe('query evaluation', () => {
  const source = createDocumentsSource([brand('b1', 'Orvin'), brand('b2', 'Ilmer')], 'memory');

  it('parses each distinct query once, whatever its parameters', async () => {
    const before = groq.parses;
    const query = '*[_id == $id][0].title';
    expect(await source.fetch(query, { id: 'b1' })).toBe('Orvin');
    expect(await source.fetch(query, { id: 'b2' })).toBe('Ilmer');
    expect(await source.fetch('count(*)')).toBe(2);
    expect(groq.parses - before).toBe(2);
  });

  it('gives the same answer through the full evaluator when the fast one refuses a query', async () => {
    groq.refuseSync = true;
    try {
      const fresh = createDocumentsSource([brand('b1', 'Orvin')], 'memory');
      expect(await fresh.fetch('*[_type == "brand"]{ title }')).toEqual([{ title: 'Orvin' }]);
    } finally {
      groq.refuseSync = false;
    }
  });
});
