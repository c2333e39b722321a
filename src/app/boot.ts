// The page's only script element. The prerendered HTML is a complete page, so the app (about
// 150 KB of JS, gzip) loads after it: once the page has loaded (its hero image is in), at
// once when the visitor interacts, and at the latest LATEST_START_MS after the HTML, so a slow image
// cannot hold the app back for long. The JS does not compete with the first paint for a phone's
// bandwidth (DESIGN.md "Budgets": LCP within 1.10 x the same page without JS).
import { takeHeldEvents } from './early-events.ts';
import { PAGE_MODULES_META } from './page-modules.ts';
import { fetchWebFont } from './web-font.ts';
import { linkWebManifest } from './web-manifest.ts';

const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;
const LATEST_START_MS = 2500;
let started = false;

function start() {
  if (started) return;
  started = true;
  for (const type of INTERACTIONS) removeEventListener(type, start, true);
  // Inter for the next pages, now that this one has painted without it; the manifest, for the app.
  fetchWebFont();
  linkWebManifest();
  // The modules this page's template needs, fetched beside the entry instead of after it. The
  // entry and its imports come first in the list, so they are asked for first.
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${PAGE_MODULES_META}"]`);
  const hrefs = meta?.content.split(' ').filter(Boolean) ?? [];
  // One link per task: each starts a fetch, whose main-thread cost varies from 1 to 20 ms at a
  // phone's speed (4x CPU slowdown, measured in Chromium); four to a task made tasks of 40-80 ms,
  // long enough to count as blocking (DESIGN.md "Budgets").
  const preloadNext = () => {
    const href = hrefs.shift();
    if (href === undefined) {
      importApp();
      return;
    }
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
    setTimeout(preloadNext, 0);
  };
  preloadNext();
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

async function importApp() {
  try {
    // React DOM's body first, in a task of its own, then the app (the module runs once).
    await import('./react-dom-first.ts');
    await nextTask();
    const { startApp } = await import('./entry-client.tsx');
    await startApp();
  } catch (error) {
    // The page stays as prerendered: plain links still work, held taps go.
    takeHeldEvents().release();
    console.error(error);
  }
}

/** The area of an image the visitor sees now, as the largest-paint metric counts it (0: none). */
function paintArea(img: HTMLImageElement): number {
  if (!img.complete || img.naturalWidth === 0) return 0;
  const box = img.getBoundingClientRect();
  const width = Math.min(box.right, innerWidth) - Math.max(box.left, 0);
  const height = Math.min(box.bottom, innerHeight) - Math.max(box.top, 0);
  if (width <= 0 || height <= 0) return 0;
  // An upscaled image counts at its intrinsic size.
  return Math.min(width * height, img.naturalWidth * img.naturalHeight);
}

const nextFrame = (then: () => void) => requestAnimationFrame(() => setTimeout(then, 0));

/**
 * After the page's largest paint (the LCP). The load event says the images have arrived, but a
 * big image is painted only once decoded, some frames later. So: wait for the images in view to
 * decode and the fonts to be ready; then for the browser to report a largest paint as big as the
 * largest image in view (that image itself, or something bigger painted before it).
 */
function afterLargestPaint() {
  const images = [...document.images].map((img) => ({ img, area: paintArea(img) })).filter((i) => i.area > 0);
  Promise.all([document.fonts.ready, ...images.map(({ img }) => img.decode())])
    .catch(() => {
      // An image that cannot be decoded paints nothing to wait for.
    })
    .then(() => {
      const largest = images.sort((a, b) => b.area - a.area)[0];
      if (!largest || !PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
        nextFrame(start);
        return;
      }
      const observer = new PerformanceObserver((list) => {
        const painted = list
          .getEntries()
          .some(
            (e) =>
              (e as LargestContentfulPaint).element === largest.img ||
              (e as LargestContentfulPaint).size >= largest.area * 0.9,
          );
        if (!painted) return;
        observer.disconnect();
        nextFrame(start);
      });
      observer.observe({ type: 'largest-contentful-paint', buffered: true });
    });
}

if (document.readyState === 'complete') afterLargestPaint();
else {
  addEventListener('load', afterLargestPaint, { once: true });
  setTimeout(start, LATEST_START_MS);
  for (const type of INTERACTIONS) addEventListener(type, start, { capture: true, passive: true });
}
