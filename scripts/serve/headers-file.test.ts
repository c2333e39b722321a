import { describe, expect, it } from 'vitest';
import { headersForPath, parseHeadersFile } from './headers-file.ts';

const sample = `
# Security for every response
/*
  X-Frame-Options: DENY
  X-Test: all

/assets/js/*
  Cache-Control: public, max-age=31536000, immutable

/product/:slug/
  X-Test: product
  X-Test: again

/docs/*.pdf
  Content-Disposition: inline
`;

describe('parseHeadersFile', () => {
  it('reads every block with its headers in order, skipping comments and blank lines', () => {
    const { rules, problems } = parseHeadersFile(sample);
    expect(problems).toEqual([]);
    expect(rules.map((rule) => [rule.line, rule.pattern, rule.headers])).toEqual([
      [
        3,
        '/*',
        [
          ['X-Frame-Options', 'DENY'],
          ['X-Test', 'all'],
        ],
      ],
      [7, '/assets/js/*', [['Cache-Control', 'public, max-age=31536000, immutable']]],
      [
        10,
        '/product/:slug/',
        [
          ['X-Test', 'product'],
          ['X-Test', 'again'],
        ],
      ],
      [14, '/docs/*.pdf', [['Content-Disposition', 'inline']]],
    ]);
  });

  it('keeps colons inside values and accepts CRLF line endings', () => {
    const { rules } = parseHeadersFile('/*\r\n  Content-Security-Policy: img-src https://cdn.example\r\n');
    expect(rules[0]?.headers).toEqual([['Content-Security-Policy', 'img-src https://cdn.example']]);
  });

  it('reports lines it cannot use, with their line numbers, and keeps the rest', () => {
    const { rules, problems } = parseHeadersFile(
      [
        'X-Early: yes',
        '/a',
        '  not a header',
        '  Location: /elsewhere',
        '  Bad Name: x',
        '  X-Empty:',
        '  X-Good: 1',
        '/b',
        'https://example.com/*',
        '  X-Full-Url: 1',
      ].join('\n'),
    );
    expect(rules.map((rule) => [rule.pattern, rule.headers])).toEqual([['/a', [['X-Good', '1']]]]);
    expect(problems.map((problem) => problem.line)).toEqual([1, 3, 4, 5, 6, 8, 9, 10]);
    expect(problems[0]?.message).toMatch(/before any path/);
    expect(problems[2]?.message).toMatch(/set by the host/);
    expect(problems[5]?.message).toMatch(/no headers/);
    expect(problems[6]?.message).toMatch(/full URLs/);
  });
});

describe('headersForPath', () => {
  const { rules } = parseHeadersFile(sample);
  const headersOf = (path: string) => Object.fromEntries(headersForPath(rules, path));

  it('applies `/*` to every path, the root included', () => {
    expect(headersOf('/')).toEqual({ 'X-Frame-Options': 'DENY', 'X-Test': 'all' });
    expect(headersOf('/deep/path/file.txt')).toMatchObject({ 'X-Frame-Options': 'DENY' });
  });

  it('applies every matching block and joins values of one header with commas', () => {
    expect(headersOf('/product/srx-5800/')).toEqual({
      'X-Frame-Options': 'DENY',
      'X-Test': 'all, product, again',
    });
    expect(headersOf('/assets/js/page.3f9a1c2b.js')).toMatchObject({
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  });

  it('lets `*` cross slashes and sit inside a segment', () => {
    expect(headersOf('/assets/js/nested/chunk.js')['Cache-Control']).toBeDefined();
    expect(headersOf('/docs/manuals/brochure.pdf')['Content-Disposition']).toBe('inline');
    expect(headersOf('/docs/brochure.txt')['Content-Disposition']).toBeUndefined();
    expect(headersOf('/assets/css/site.css')['Cache-Control']).toBeUndefined();
  });

  it('matches a `:placeholder` against exactly one non-empty segment', () => {
    expect(headersOf('/product/a/')['X-Test']).toBe('all, product, again');
    expect(headersOf('/product/a/b/')['X-Test']).toBe('all');
    expect(headersOf('/product//')['X-Test']).toBe('all');
  });

  it('ignores a trailing slash on either side', () => {
    expect(headersOf('/product/a')['X-Test']).toBe('all, product, again');
    const exact = parseHeadersFile('/about\n  X-About: 1').rules;
    expect(headersForPath(exact, '/about/')).toEqual([['X-About', '1']]);
    expect(headersForPath(exact, '/about-us/')).toEqual([]);
  });

  it('treats dots and other regular-expression characters literally', () => {
    const literal = parseHeadersFile('/file.json\n  X-File: 1').rules;
    expect(headersForPath(literal, '/file.json')).toHaveLength(1);
    expect(headersForPath(literal, '/fileXjson')).toEqual([]);
  });

  it('merges header names case-insensitively, keeping the first spelling and dropping repeats', () => {
    const mixed = parseHeadersFile(
      '/*\n  x-robots-tag: noindex\n/a\n  X-Robots-Tag: noindex\n  X-ROBOTS-TAG: nofollow',
    ).rules;
    expect(headersForPath(mixed, '/a')).toEqual([['x-robots-tag', 'noindex, nofollow']]);
  });
});
