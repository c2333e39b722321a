// The site's icons, drawn from one small SVG: the favicons, Apple's touch icon, and the web app
// manifest's icons (public/manifest.webmanifest), the maskable one with the mark inside the
// central safe zone so any mask shape keeps it whole. Run once after changing the mark:
// `node scripts/design/make-favicons.ts`; the PNGs are committed, and the SVG favicon is written into
// index.html's head as a data URI.
//
// Why inline: a favicon file is a request Chromium makes as the page loads, at high priority,
// beside the stylesheet and the hero picture. On a phone's connection it takes a share of the
// bandwidth the largest picture needs (Lighthouse's simulation: 150 ms later on the path to the
// largest paint; docs/quality.md). The SVG costs about 150 bytes of every page compressed; the
// PNGs stay for browsers without SVG favicons, and Chromium and Firefox take the SVG (listed last,
// as Firefox takes the last icon it can use) and ask for no PNG.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const MARK = 'M8 23V9h9.5a4.5 4.5 0 0 1 0 9H12v5zM12 12v3h5a1.5 1.5 0 0 0 0-3z';
const RED = '#e30513';

/** The favicon, square with rounded corners, `size` pixels when drawn as a PNG (no size: any). */
export function faviconSvg(size?: number): string {
  const dimensions = size ? ` width="${size}" height="${size}"` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg"${dimensions} viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="${RED}"/><path d="${MARK}" fill="#fff" fill-rule="evenodd"/></svg>`;
}

/** Full bleed, the mark at 60 % of the side: the maskable safe zone is a circle of 80 %. */
const maskableSvg = (size: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32"><rect width="32" height="32" fill="${RED}"/><g transform="translate(16 16) scale(0.6) translate(-16 -16)"><path d="${MARK}" fill="#fff" fill-rule="evenodd"/></g></svg>`;

/**
 * The SVG favicon as a data URI for an HTML attribute: single quotes inside, and only the
 * characters a URL or the attribute cannot hold escaped, so it stays short and compresses well.
 */
export function faviconDataUri(): string {
  const svg = faviconSvg().replaceAll('"', "'");
  // A space is no URL character: the W3C checker rejects the attribute with one in it.
  return `data:image/svg+xml,${svg.replace(/[<>#% ]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`)}`;
}

/** The head's SVG icon link, as index.html carries it. */
const faviconLink = () => `<link rel="icon" type="image/svg+xml" sizes="any" href="${faviconDataUri()}" />`;
const FAVICON_LINK = /<link rel="icon" type="image\/svg\+xml"[^>]*\/>/;

/** `html` with its SVG icon link replaced by the current one; throws when it has none. */
export function withFaviconLink(html: string): string {
  if (!FAVICON_LINK.test(html)) throw new Error('index.html has no <link rel="icon" type="image/svg+xml">');
  return html.replace(FAVICON_LINK, faviconLink());
}

if (import.meta.main) {
  const root = join(import.meta.dirname, '..', '..');
  for (const [size, name, draw] of [
    [16, 'favicon-16x16.png', faviconSvg],
    [32, 'favicon-32x32.png', faviconSvg],
    [180, 'apple-touch-icon.png', faviconSvg],
    [192, 'icon-192.png', faviconSvg],
    [512, 'icon-512.png', faviconSvg],
    [512, 'icon-maskable-512.png', maskableSvg],
  ] as const) {
    await sharp(Buffer.from(draw(size)))
      .png({ compressionLevel: 9, palette: true })
      .toFile(join(root, 'public', name));
  }
  const indexHtml = join(root, 'index.html');
  writeFileSync(indexHtml, withFaviconLink(readFileSync(indexHtml, 'utf8')));
}
