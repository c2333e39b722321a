import sharp from 'sharp';

const svg = (s: number) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#e30513"/><path d="M8 23V9h9.5a4.5 4.5 0 0 1 0 9H12v5z M12 12v3h5a1.5 1.5 0 0 0 0-3z" fill="#fff" fill-rule="evenodd"/></svg>`,
  );
for (const [s, name] of [
  [16, 'favicon-16x16.png'],
  [32, 'favicon-32x32.png'],
  [180, 'apple-touch-icon.png'],
] as const) {
  await sharp(svg(s)).png({ compressionLevel: 9, palette: true }).toFile(`public/${name}`);
}
