// What came of loading a page's data or code, as data rather than exceptions (docs/runtime.md
// "The page loader"): callers switch on `kind`, and each failure carries the message SPEC §8 gives
// it, which the console and the error screen show. Ships in the first-load JS.

export type LoadFailure =
  /** This document is older than the deploy it talks to (another build hash, a chunk gone). */
  | { kind: 'stale-deploy'; message: string; cause?: unknown }
  /** Anything else; `noAnswer` when the request got no answer at all (no signal). */
  | { kind: 'failed'; message: string; noAnswer?: boolean; cause?: unknown }
  /** The page data did not come within its timeout. */
  | { kind: 'slow'; message: string };

/** The failure as the error the console logs and the router's error screen explains. */
export function failureError(failure: LoadFailure): Error {
  return new Error(failure.message, { cause: 'cause' in failure ? failure.cause : undefined });
}
