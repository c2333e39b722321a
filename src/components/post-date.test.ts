import { describe, expect, it } from 'vitest';
import { formatPublished } from './post-date.ts';

describe('formatPublished', () => {
  it('writes the en-GB long date with the full weekday', () => {
    expect(formatPublished('2023-03-14T09:00:00Z')).toBe('Tuesday, 14 March 2023');
  });

  it('shows the day in UK time in winter (GMT = UTC)', () => {
    expect(formatPublished('2023-03-14T23:30:00Z')).toBe('Tuesday, 14 March 2023');
  });

  it('shows the day in UK time in summer, when 23:30 UTC is already tomorrow', () => {
    expect(formatPublished('2023-06-13T23:30:00Z')).toBe('Wednesday, 14 June 2023');
  });

  it('reads offsets in the timestamp', () => {
    expect(formatPublished('2016-01-01T00:30:00+01:00')).toBe('Thursday, 31 December 2015');
  });

  it('prints nothing for a date it cannot read, rather than "Invalid Date"', () => {
    expect(formatPublished('not a date')).toBe('');
  });
});
