// The page's only script element. The prerendered HTML is a complete page, so the app (about
// 85 KB of JS) loads after it: once the page has loaded (its hero image and font are in), at once
// when the visitor interacts, and at the latest LATEST_START_MS after the HTML, so a slow image
// cannot hold the app back for long. The JS does not compete with the first paint for a phone's
// bandwidth (DESIGN.md "Budgets": LCP within 1.10 x the same page without JS).
import { PAGE_MODULES_META } from './page-modules.ts';

const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;
const LATEST_START_MS = 2500;
let started = false;

function start() {
  if (started) return;
  started = true;
  for (const type of INTERACTIONS) removeEventListener(type, start, true);
  // The modules this page's template needs, fetched beside the entry instead of after it.
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${PAGE_MODULES_META}"]`);
  for (const href of meta?.content.split(' ').filter(Boolean) ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  import('./entry-client.tsx').catch((error: unknown) => {
    // The page stays as prerendered: plain links and forms still work.
    console.error(error);
  });
}

/** After the frame that paints what the load event brought in (the hero image, the font). */
function afterNextPaint() {
  requestAnimationFrame(() => setTimeout(start, 0));
}

if (document.readyState === 'complete') afterNextPaint();
else {
  addEventListener('load', afterNextPaint, { once: true });
  setTimeout(start, LATEST_START_MS);
  for (const type of INTERACTIONS) addEventListener(type, start, { capture: true, passive: true });
}
