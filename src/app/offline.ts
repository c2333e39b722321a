// Started once the app has hydrated and the page is idle, from its own chunk (docs/offline.md):
// registers the offline worker, keeps the page it was started on for offline use, sends enquiries
// waiting in the outbox now and whenever the signal returns, and shows the outbox's notice.
import { flushOutbox } from '../features/contact-form/outbox.ts';
import { mountOutboxNotice } from '../features/contact-form/outbox-notice.ts';

export const SERVICE_WORKER_URL = '/sw.js';

/**
 * The page the worker was installed from was loaded before it: hand it, and the site's own
 * pictures and files it used, to the worker's caches (Workbox's `CACHE_URLS` message).
 */
function keepThisPage(worker: ServiceWorker) {
  const own = (url: string) => new URL(url).origin === location.origin;
  const files = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => own(url) && /^\/(images|assets)\//.test(new URL(url).pathname));
  const page = [location.href.split('#')[0], { headers: { Accept: 'text/html' } }];
  worker.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: [page, ...files] } });
}

async function registerWorker() {
  const container = navigator.serviceWorker;
  if (!container) return;
  const controlled = Boolean(container.controller);
  // `updateViaCache: 'none'`: each visit asks the server for sw.js, so a deploy reaches the worker.
  await container.register(SERVICE_WORKER_URL, { scope: '/', updateViaCache: 'none' });
  if (controlled) return;
  const registration = await container.ready;
  if (registration.active) keepThisPage(registration.active);
}

function sendWaitingEnquiries() {
  flushOutbox().catch(() => {
    // No IndexedDB here: nothing can have been kept either.
  });
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Each step in a task of its own: the first use of the worker registry, of a BroadcastChannel, of
 * Web Locks and of IndexedDB each cost a few milliseconds of main thread (2-7 ms in a trace, four
 * times that on a phone), which in one task made it long enough to count as blocking.
 */
export async function startOffline(): Promise<void> {
  registerWorker().catch(() => {
    // No worker (a private window, a browser setting): the site works online as before.
  });
  await nextTask();
  mountOutboxNotice(document.body);
  await nextTask();
  sendWaitingEnquiries();
  addEventListener('online', sendWaitingEnquiries);
}
