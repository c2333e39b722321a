import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import {
  PRECACHE_PATTERNS,
  PRECACHE_SEARCH_INDEX_MAX_BROTLI,
  precachePatterns,
  searchIndexBrotli,
} from './offline-worker.ts';

describe('the search index a first visit stores', () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  test('is measured as the host sends it, brotli: a repetitive index is small', () => {
    dir = mkdtempSync(join(tmpdir(), 'offline-'));
    writeFileSync(
      join(dir, 'flexsearch.json'),
      JSON.stringify({ docs: Array(100_000).fill([0, 'Tractor', '/t/']) }),
    );
    expect(searchIndexBrotli(dir)).toBeLessThan(PRECACHE_SEARCH_INDEX_MAX_BROTLI);
  });

  test('one over the budget is left to the first search', () => {
    dir = mkdtempSync(join(tmpdir(), 'offline-'));
    writeFileSync(join(dir, 'flexsearch.json'), JSON.stringify(randomBytes(300 * 1024).toString('base64')));
    expect(searchIndexBrotli(dir)).toBeGreaterThan(PRECACHE_SEARCH_INDEX_MAX_BROTLI);
  });

  test('a site without one has none', () => {
    dir = mkdtempSync(join(tmpdir(), 'offline-'));
    expect(searchIndexBrotli(dir)).toBeNull();
  });
});

describe('the precache patterns', () => {
  test('name the search index while it is within its budget', () => {
    expect(precachePatterns(true)).toEqual(PRECACHE_PATTERNS);
  });

  test('leave out an index over it, so no pattern is left to match nothing', () => {
    expect(precachePatterns(false)).not.toContain('flexsearch.json');
    expect(precachePatterns(false)).toHaveLength(PRECACHE_PATTERNS.length - 1);
  });
});
