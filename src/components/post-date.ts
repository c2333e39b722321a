// Post dates as the site shows them (SPEC §2 "published date (en-GB long format with full
// weekday)"): "Tuesday, 14 March 2023". Shared by the post list, latest news and the post page.
// Worked out here rather than by Intl.DateTimeFormat: the browser's first UK-time formatter
// loads time-zone data in one long task as the app starts (about 50 ms on a desktop), and ICU
// versions disagree on the comma after the weekday, while the prerender (Node) and the browser
// must print identical text.

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const HOUR_MS = 3_600_000;

/** 01:00 UTC on the last Sunday of a month (0-based), when UK clocks change. */
function lastSundayOneAm(year: number, month: number): number {
  const last = new Date(Date.UTC(year, month + 1, 0, 1));
  return last.getTime() - last.getUTCDay() * 24 * HOUR_MS;
}

/**
 * UK time, not the reader's or the build machine's: a post published at 23:30 UTC in summer is
 * already the next day in the UK. British Summer Time (UTC+1) runs from 01:00 UTC on the last
 * Sunday of March to 01:00 UTC on the last Sunday of October, the rule since 1996.
 */
function ukDate(date: Date): Date {
  const year = date.getUTCFullYear();
  const time = date.getTime();
  const summer = time >= lastSundayOneAm(year, 2) && time < lastSundayOneAm(year, 9);
  return new Date(summer ? time + HOUR_MS : time);
}

/** The published date in words, or nothing for a date that cannot be read. */
export function formatPublished(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const uk = ukDate(date);
  return `${WEEKDAYS[uk.getUTCDay()]}, ${uk.getUTCDate()} ${MONTHS[uk.getUTCMonth()]} ${uk.getUTCFullYear()}`;
}
