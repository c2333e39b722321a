// Post dates as the site shows them (SPEC §2 "published date (en-GB long format with full
// weekday)"): "Tuesday, 14 March 2023". Shared by the post list, latest news and the post page.
import { DATE_LOCALE } from '../app/constants.ts';

/**
 * UK time, not the reader's or the build machine's: a post published at 23:30 UTC in summer is
 * already the next day in the UK, and the server and the browser must print the same day.
 */
export const DATE_TIME_ZONE = 'Europe/London';

const parts = new Intl.DateTimeFormat(DATE_LOCALE, {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: DATE_TIME_ZONE,
});

/**
 * The published date in words. Assembled from parts because ICU versions disagree on the comma
 * after the weekday, and the prerender (Node) and the browser must produce identical text.
 */
export function formatPublished(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.formatToParts(date).find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')}, ${part('day')} ${part('month')} ${part('year')}`;
}
