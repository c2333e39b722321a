// When the page's first module (boot.ts) is fetched. No script element names it: the prerender
// puts its address in a meta tag (prerender/html.ts), and the page's inline script adds it once
// the page has painted its largest element, at the first interaction if that comes sooner, and
// LATEST_START_MS after the HTML at the latest, so a slow image cannot hold the app back for long.
//
// As a script element in the head, boot was fetched at once and ran before the observed paint,
// which put it on the paint's path in Lighthouse's model: the post page's LCP read 1,086-1,134 ms
// with it there, 982-1,010 ms with it added after the largest paint, and 1,056 ms with no script
// at all (docs/decisions/005-app-after-load.md).
import { BOOT_MODULE_META } from '../lib/page-contract.ts';

const LATEST_START_MS = 2500;
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'focusin'];

/**
 * Adds boot when it is time. Inlined in every page as its source text (bootLoaderScript), so it
 * must stand alone: no imports, nothing from this module's scope, only what every browser has.
 */
export function loadBootWhenPainted(metaName: string, latestMs: number, interactions: string[]): void {
  let added = false;
  const add = () => {
    if (added) return;
    added = true;
    for (const type of interactions) removeEventListener(type, add, true);
    const src = document.querySelector<HTMLMetaElement>(`meta[name="${metaName}"]`)?.content;
    if (!src) return;
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = src;
    document.head.append(script);
  };
  const nextFrame = () => requestAnimationFrame(() => setTimeout(add, 0));
  // The area of an image the visitor sees now, as the largest-paint metric counts it (0: none).
  const paintArea = (img: HTMLImageElement) => {
    if (!img.complete || img.naturalWidth === 0) return 0;
    const box = img.getBoundingClientRect();
    const width = Math.min(box.right, innerWidth) - Math.max(box.left, 0);
    const height = Math.min(box.bottom, innerHeight) - Math.max(box.top, 0);
    if (width <= 0 || height <= 0) return 0;
    // An upscaled image counts at its intrinsic size.
    return Math.min(width * height, img.naturalWidth * img.naturalHeight);
  };
  // The load event says the images have arrived, but a big image is painted only once decoded,
  // some frames later; and a page can load before its first paint. So: wait for the images in
  // view to decode and the fonts to be ready; then for the browser to report a largest paint as
  // big as the largest image in view (that image itself, or something bigger painted before it),
  // or, with no image in view, any largest paint.
  const afterLargestPaint = () => {
    const images = [...document.images]
      .map((img) => ({ img, area: paintArea(img) }))
      .filter((i) => i.area > 0)
      .sort((a, b) => b.area - a.area);
    const largest = images[0];
    Promise.all([document.fonts.ready, ...images.map(({ img }) => img.decode())])
      .catch(() => {
        // An image that cannot be decoded paints nothing to wait for.
      })
      .then(() => {
        if (!PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
          nextFrame();
          return;
        }
        const observer = new PerformanceObserver((list) => {
          const painted = list
            .getEntries()
            .some(
              (e) =>
                !largest ||
                (e as LargestContentfulPaint).element === largest.img ||
                (e as LargestContentfulPaint).size >= largest.area * 0.9,
            );
          if (!painted) return;
          observer.disconnect();
          nextFrame();
        });
        observer.observe({ type: 'largest-contentful-paint', buffered: true });
      });
  };
  addEventListener('load', afterLargestPaint, { once: true });
  setTimeout(add, latestMs);
  for (const type of interactions) addEventListener(type, add, { capture: true, passive: true });
}

/** The inline script's part that loads boot. */
export function bootLoaderScript(): string {
  return `(${loadBootWhenPainted})(${JSON.stringify(BOOT_MODULE_META)},${LATEST_START_MS},${JSON.stringify(INTERACTIONS)});`;
}
