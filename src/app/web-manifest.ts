// The web app manifest (docs/offline.md), named in the page by boot.ts once the page has loaded.
// It makes the site installable, which only means something with the app and its offline worker
// running; named in the head, it sent Chrome for it and then for its icon in the first half
// second, beside the picture of the largest paint (docs/decisions/011-web-font-after-paint.md).

import { WEB_MANIFEST_PATH } from '../lib/page-contract.ts';

export function linkWebManifest(): void {
  if (document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = WEB_MANIFEST_PATH;
  document.head.append(link);
}
