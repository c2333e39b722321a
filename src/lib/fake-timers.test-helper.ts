// For tests of a time limit under vitest's fake timers.
import { expect, vi } from 'vitest';

/**
 * Runs fake time to `ms`, checking that `promise` is still pending a millisecond before, and
 * returns its outcome: a limit that fires at `ms` exactly, not early.
 */
export async function settledAt<T>(promise: Promise<T>, ms: number): Promise<T> {
  await vi.advanceTimersByTimeAsync(ms - 1);
  let settled = false;
  void promise.then(() => {
    settled = true;
  });
  await vi.advanceTimersByTimeAsync(0);
  expect(settled).toBe(false);
  await vi.advanceTimersByTimeAsync(1);
  return promise;
}
