// Navigating in the app without a signal: a page whose data is not saved on this device cannot be
// rendered here. Under the offline worker a full load of it can: the worker answers with the page
// as last seen, or with the offline page. Ships in the first load: keep it tiny.
import type { LoadFailure } from './load-result.ts';

/** True (and the full load started) when page data got no answer at all, or none in time. */
export function loadThroughWorker(failure: LoadFailure, target: string): boolean {
  const noAnswer = failure.kind === 'slow' || (failure.kind === 'failed' && failure.noAnswer === true);
  if (!noAnswer || !navigator.serviceWorker?.controller) return false;
  window.location.assign(target);
  return true;
}

/** Starts the offline worker and the enquiry outbox once the page is idle (docs/offline.md). */
export function startOfflineWhenIdle(): void {
  if (import.meta.env.DEV) return;
  const start = () => {
    import('./offline.ts')
      .then(({ startOffline }) => startOffline())
      .catch(() => {
        // Without its chunk the site still works online, as before the worker existed.
      });
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(start, { timeout: 5000 });
  else setTimeout(start, 2000);
}
