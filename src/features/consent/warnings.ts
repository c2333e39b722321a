// The console warnings of SPEC §8 ("Analytics warnings cover a missing id or a blocked script"):
// each at most once per page, however often the condition is met. The missing id's is in
// analytics-off.ts, a chunk of its own.

export const ANALYTICS_BLOCKED_WARNING =
  'Analytics did not load (blocked by the browser, an extension or the network); the site works without it.';

const given = new Set<string>();

export function warnOnce(key: string, message: string) {
  if (given.has(key)) return;
  given.add(key);
  console.warn(message);
}

/** Forgets the warnings given (tests start each case on a fresh page). */
export function resetWarningsForTests() {
  given.clear();
}
