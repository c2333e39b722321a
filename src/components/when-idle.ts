// Work that no visitor waits for (clearing cookies, console warnings) runs when the main thread is
// free, as a task of its own, rather than inside the commit that starts the app: on a slow phone
// that commit is already close to a long task (DESIGN.md "Budgets": TBT).

/** Longest wait for an idle moment: a page that is never idle still gets the work done. */
const IDLE_TIMEOUT_MS = 2000;

/** Runs `work` once the browser is idle; returns a function that cancels it if not yet run. */
export function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(id);
  }
  // Safari has no idle callbacks: a task of its own is most of the gain.
  const id = setTimeout(work, 0);
  return () => clearTimeout(id);
}
