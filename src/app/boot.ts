// The page's first module, added by the page's inline script once the page has painted its
// largest element, at the first interaction, or 2.5 s after the HTML (boot-loader.ts). The
// prerendered HTML is a complete page, so the app (about 150 KB of JS, gzip) loads after it and
// does not compete with the first paint for a phone's bandwidth (DESIGN.md "Budgets": LCP within
// 1.10 x the same page without JS). Here it starts.
import { PAGE_MODULES_META } from '../lib/page-contract.ts';
import { takeHeldEvents } from './early-events.ts';
import { fetchWebFont } from './web-font.ts';
import { linkWebManifest } from './web-manifest.ts';

function start() {
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

start();
