// The site's icons, drawn from one small SVG: the favicons, Apple's touch icon, and the web app
// manifest's icons (public/manifest.webmanifest), the maskable one with the mark inside the
// central safe zone so any mask shape keeps it whole. Run once after changing the mark:
// `node scripts/make-favicons.ts`; the PNGs are committed.
import sharp from 'sharp';

const MARK = 'M8 23V9h9.5a4.5 4.5 0 0 1 0 9H12v5z M12 12v3h5a1.5 1.5 0 0 0 0-3z';

const svg = (s: number) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#e30513"/><path d="${MARK}" fill="#fff" fill-rule="evenodd"/></svg>`,
  );

/** Full bleed, the mark at 60 % of the side: the maskable safe zone is a circle of 80 %. */
const maskable = (s: number) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 32 32"><rect width="32" height="32" fill="#e30513"/><g transform="translate(16 16) scale(0.6) translate(-16 -16)"><path d="${MARK}" fill="#fff" fill-rule="evenodd"/></g></svg>`,
  );

for (const [s, name, draw] of [
  [16, 'favicon-16x16.png', svg],
  [32, 'favicon-32x32.png', svg],
  [180, 'apple-touch-icon.png', svg],
  [192, 'icon-192.png', svg],
  [512, 'icon-512.png', svg],
  [512, 'icon-maskable-512.png', maskable],
] as const) {
  await sharp(draw(s)).png({ compressionLevel: 9, palette: true }).toFile(`public/${name}`);
}
