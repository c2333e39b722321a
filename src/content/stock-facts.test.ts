import { describe, expect, it } from 'vitest';
import type { Product } from './schemas/index.ts';
import { formatHours, isListed, stockBadge, stockFacts, stockFactsLine } from './stock-facts.ts';

type Facts = Pick<Product, 'condition' | 'price' | 'year' | 'hours' | 'status'>;

const used = (overrides: Partial<Facts> = {}): Facts => ({
  condition: 'used',
  price: '£18,500 + VAT',
  year: 2019,
  hours: 1240,
  status: 'available',
  ...overrides,
});

describe('stock facts', () => {
  it('reads year, hours, price and status in that order, as a grower reads them', () => {
    expect(stockFactsLine(used({ status: 'reserved' }))).toBe('2019 · 1,240 h · £18,500 + VAT · Reserved');
  });

  it('says nothing of the status of a machine in the yard and free to buy', () => {
    expect(stockFacts(used())).toEqual(['2019', '1,240 h', '£18,500 + VAT']);
  });

  it('leaves out facts a machine lacks rather than showing them empty', () => {
    expect(stockFacts(used({ year: null, hours: null }))).toEqual(['£18,500 + VAT']);
    expect(stockFacts(used({ price: null, hours: null }))).toEqual(['2019']);
    expect(
      stockFacts({ condition: 'new', price: null, year: null, hours: null, status: 'available' }),
    ).toEqual([]);
  });

  it('keeps a clock at zero hours: a new machine on the yard has 0 h, not none', () => {
    expect(stockFacts(used({ hours: 0 }))).toContain('0 h');
  });

  it('groups thousands of hours the UK way', () => {
    expect(formatHours(12_650)).toBe('12,650 h');
    expect(formatHours(7)).toBe('7 h');
  });

  it('shows no price for a sold machine, which is no longer for sale', () => {
    expect(stockFactsLine(used({ status: 'sold' }))).toBe('2019 · 1,240 h · Sold');
  });

  it('says an arriving machine is arriving soon', () => {
    expect(stockFacts(used({ status: 'arriving' })).at(-1)).toBe('Arriving soon');
  });
});

describe('the badge on a machine', () => {
  it('marks used and hire machines, and no new one', () => {
    expect(stockBadge({ condition: 'used', status: 'available' })).toBe('Used');
    expect(stockBadge({ condition: 'hire', status: 'available' })).toBe('Hire');
    expect(stockBadge({ condition: 'new', status: 'available' })).toBeNull();
  });

  it('says arriving rather than used for a machine on its way', () => {
    expect(stockBadge({ condition: 'used', status: 'arriving' })).toBe('Arriving');
  });

  it('says sold whatever the condition', () => {
    expect(stockBadge({ condition: 'used', status: 'sold' })).toBe('Sold');
    expect(stockBadge({ condition: 'new', status: 'sold' })).toBe('Sold');
  });

  it('keeps the used badge on a reserved machine: the facts line says reserved', () => {
    expect(stockBadge({ condition: 'used', status: 'reserved' })).toBe('Used');
  });
});

describe('isListed', () => {
  it('lists every machine but a sold one', () => {
    expect(isListed({ status: 'available' })).toBe(true);
    expect(isListed({ status: 'reserved' })).toBe(true);
    expect(isListed({ status: 'arriving' })).toBe(true);
    expect(isListed({ status: 'sold' })).toBe(false);
  });
});
