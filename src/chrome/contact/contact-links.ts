// The dealer's phone, hours and yard as links a phone can act on: a `tel:` address, a route to the
// yard (not a pin), and the opening hours as a person reads them. Run by the build, which puts the
// results in the site data (SiteData.contact), so none of this ships to the browser.
import { type Geo, type OpeningHours, WEEK_DAYS, type WeekDay } from '../../content/schemas/singletons.ts';

/** `tel:+441622000417` from "+44 1622 000 417": only digits and a leading plus survive. */
export function telHref(telephone: string): string {
  const trimmed = telephone.trim();
  const digits = trimmed.replace(/\D/g, '');
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

/** Whether the number has digits enough to dial; an empty setting shows no call link at all. */
export function isDiallable(telephone: string): boolean {
  return telephone.replace(/\D/g, '').length >= 6;
}

/**
 * A route from wherever the visitor is to the yard: the maps site's documented directions address,
 * which a phone opens in its maps app with navigation ready, rather than a pin to find a way to.
 */
export function directionsUrl(geo: Geo): string {
  const destination = `${geo.lat.toFixed(5)},${geo.lng.toFixed(5)}`;
  return `https://www.google.com/maps/dir/?${new URLSearchParams({ api: '1', destination })}`;
}

/** "Monday to Friday" for a run of days in week order, "Monday, Wednesday" otherwise. */
export function dayRange(days: readonly WeekDay[]): string {
  const sorted = [...new Set(days)].sort((a, b) => WEEK_DAYS.indexOf(a) - WEEK_DAYS.indexOf(b));
  const first = sorted[0];
  const last = sorted.at(-1);
  if (!first || !last) return '';
  const consecutive = WEEK_DAYS.indexOf(last) - WEEK_DAYS.indexOf(first) === sorted.length - 1;
  if (sorted.length >= 3 && consecutive) return `${first} to ${last}`;
  return sorted.join(sorted.length === 2 && consecutive ? ' and ' : ', ');
}

export interface HoursLine {
  key: string;
  days: string;
  opens: string;
  closes: string;
}

/** One line per entry of the settings, days in words and times as the dealer wrote them. */
export function openingHoursLines(hours: readonly OpeningHours[]): HoursLine[] {
  return hours.map((entry) => ({
    key: entry._key,
    days: dayRange(entry.days),
    opens: entry.opens,
    closes: entry.closes,
  }));
}
