import { describe, expect, it } from 'vitest';
import { categoryDisplayTitle } from './names.ts';

describe('categoryDisplayTitle', () => {
  it('keeps a real title', () => {
    expect(categoryDisplayTitle('De-Leafers', 'de-leafers')).toBe('De-Leafers');
  });

  it('makes a readable name from the slug when the title is null or blank', () => {
    expect(categoryDisplayTitle(null, 'stock-machinery')).toBe('Stock Machinery');
    expect(categoryDisplayTitle('  ', 'Pulverisers-Vineyard')).toBe('Pulverisers Vineyard');
    expect(categoryDisplayTitle(null, 'pruningthinning')).toBe('Pruningthinning');
  });

  it('never returns an empty heading', () => {
    expect(categoryDisplayTitle(null, '--')).toBe('Products');
  });
});
