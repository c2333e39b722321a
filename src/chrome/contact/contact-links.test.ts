import { describe, expect, it } from 'vitest';
import { dayRange, directionsUrl, isDiallable, openingHoursLines, telHref } from './contact-links.ts';

describe('telHref', () => {
  it('keeps the digits and a leading plus', () => {
    expect(telHref('+44 1622 000 417')).toBe('tel:+441622000417');
    expect(telHref(' 01622 (000) 417 ')).toBe('tel:01622000417');
  });
});

describe('isDiallable', () => {
  it('refuses a blank or too short number', () => {
    expect(isDiallable('')).toBe(false);
    expect(isDiallable('+44')).toBe(false);
    expect(isDiallable('01622 000 417')).toBe(true);
  });
});

describe('directionsUrl', () => {
  it('asks for a route whose destination is the yard', () => {
    const url = new URL(directionsUrl({ lat: 51.1752, lng: 0.4926 }));
    expect(url.pathname).toBe('/maps/dir/');
    expect(url.searchParams.get('api')).toBe('1');
    expect(url.searchParams.get('destination')).toBe('51.17520,0.49260');
  });
});

describe('dayRange', () => {
  it('writes a run of three or more days as a range', () => {
    expect(dayRange(['Friday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday'])).toBe('Monday to Friday');
  });
  it('joins two neighbours with "and", other days with commas', () => {
    expect(dayRange(['Saturday', 'Sunday'])).toBe('Saturday and Sunday');
    expect(dayRange(['Monday', 'Wednesday', 'Friday'])).toBe('Monday, Wednesday, Friday');
    expect(dayRange(['Saturday'])).toBe('Saturday');
  });
});

describe('openingHoursLines', () => {
  it('gives one line per entry', () => {
    expect(openingHoursLines([{ _key: 'a', days: ['Saturday'], opens: '08:00', closes: '12:00' }])).toEqual([
      { key: 'a', days: 'Saturday', opens: '08:00', closes: '12:00' },
    ]);
  });
});

describe('the week', () => {
  it('is the schema’s, in its order', async () => {
    const { WEEK_DAYS } = await import('../../content/schemas/singletons.ts');
    expect(dayRange([...WEEK_DAYS])).toBe('Monday to Sunday');
    expect(dayRange([...WEEK_DAYS].slice(1, 3))).toBe(`${WEEK_DAYS[1]} and ${WEEK_DAYS[2]}`);
  });
});
