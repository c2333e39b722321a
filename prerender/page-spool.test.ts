import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ModelPage } from '../src/templates/template-types.ts';
import { readPageBatch, writePageSpool } from './page-spool.ts';

const scratch = mkdtempSync(join(tmpdir(), 'page-spool-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const page = (i: number) =>
  ({
    template: 'page',
    meta: { path: `/p${i}/`, title: `Page ${i} – “quoted”` },
    data: { i },
  }) as unknown as ModelPage;

describe('page spool', () => {
  it('hands back each batch of pages, numbered over the site, in order', () => {
    const pages = Array.from({ length: 7 }, (_, i) => page(i));
    const spool = writePageSpool(join(scratch, 'pages.spool'), pages, 3);
    expect(spool.pages).toBe(7);
    expect(spool.batches.map((b) => [b.first, b.count])).toEqual([
      [0, 3],
      [3, 3],
      [6, 1],
    ]);
    expect(readPageBatch(spool.file, spool.batches[1]!)).toEqual(pages.slice(3, 6));
    expect(spool.batches.flatMap((b) => readPageBatch(spool.file, b))).toEqual(pages);
  });
});
