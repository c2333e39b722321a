import { describe, expect, it } from 'vitest';
import { groupDigits } from './group-digits.ts';

describe('groupDigits', () => {
  it.each([
    0, 7, 12, 999, 1000, 3100, 12500, 20000, 999999, 1000000, 1234567890, -4200, 7.25, 1234.5, 0.125, 2.0004,
  ])('writes %d as toLocaleString("en-GB") does', (value) => {
    expect(groupDigits(value)).toBe(value.toLocaleString('en-GB'));
  });
});
