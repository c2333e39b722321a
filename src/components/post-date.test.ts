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

describe('formatPublished against the browser’s own UK calendar', () => {
  const intl = new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/London',
  });
  const words = (date: Date) => {
    const part = (type: Intl.DateTimeFormatPartTypes) =>
      intl.formatToParts(date).find((p) => p.type === type)?.value;
    return `${part('weekday')}, ${part('day')} ${part('month')} ${part('year')}`;
  };

  it('agrees at every half hour around each clock change, 2016 to 2030', () => {
    for (let year = 2016; year <= 2030; year++) {
      for (const month of [2, 9]) {
        const change = new Date(Date.UTC(year, month + 1, 0, 1));
        change.setUTCDate(change.getUTCDate() - change.getUTCDay());
        // A day either side in half hours: both midnights next to the change, and the change.
        for (let step = -52; step <= 52; step++) {
          const date = new Date(change.getTime() + step * 30 * 60_000);
          expect(formatPublished(date.toISOString())).toBe(words(date));
        }
      }
    }
  });

  it('agrees on a day at a time through a whole year', () => {
    for (let day = 0; day < 366; day++) {
      const date = new Date(Date.UTC(2020, 0, 1, 23, 15) + day * 86_400_000);
      expect(formatPublished(date.toISOString())).toBe(words(date));
    }
  });
});
