import { describe, expect, it } from 'vitest';
import { markdownTable } from './table.ts';

describe('markdownTable', () => {
  it('pads columns and right-aligns numeric ones', () => {
    expect(
      markdownTable(
        ['chunk', 'gzip'],
        [
          ['home', '1.2 KB'],
          ['product-category', '12.0 KB'],
        ],
      ),
    ).toBe(
      [
        '| chunk            |    gzip |',
        '|------------------|--------:|',
        '| home             |  1.2 KB |',
        '| product-category | 12.0 KB |',
      ].join('\n'),
    );
  });
});
