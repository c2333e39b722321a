// Why analytics is off, said once in the console (SPEC §8, "Analytics warnings cover a missing
// id"). A chunk of its own, fetched when the browser is idle: only a site built without a valid
// measurement id needs it, so it is no part of every page's first-load JS.
import { warnOnce } from './warnings.ts';

export const ANALYTICS_MISSING_WARNING =
  'Analytics is off: no GA_MEASUREMENT_ID was set when the site was built.';

/** `given`: the id the site was built with, which is not a measurement id; null: none. */
export function warnAnalyticsOff(given: string | null) {
  warnOnce(
    'analytics-id',
    given
      ? `Analytics is off: GA_MEASUREMENT_ID "${given}" is not a Google Analytics 4 measurement id (G-…).`
      : ANALYTICS_MISSING_WARNING,
  );
}
