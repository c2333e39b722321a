// Entry point of `npm run content:bundle`: renders the image pool and brochures into content/,
// builds every document and writes content/dataset.ndjson.
import { writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildDatasetLines } from './build-dataset.ts';
import { renderAssets } from './render-assets.ts';

const contentDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'content');

const started = performance.now();
console.log('Rendering images and brochures…');
const assets = await renderAssets(contentDir, (line) => console.log(line));
const lines = buildDatasetLines(assets);
await writeFile(join(contentDir, 'dataset.ndjson'), `${lines.join('\n')}\n`);
const imageBytes = [...assets.images.values()].reduce((sum, a) => sum + a.size, 0);
const fileBytes = [...assets.files.values()].reduce((sum, a) => sum + a.size, 0);
console.log(
  `Wrote ${lines.length} documents, ${assets.images.size} images (${(imageBytes / 1e6).toFixed(2)} MB) and ` +
    `${assets.files.size} PDFs (${(fileBytes / 1e3).toFixed(0)} KB) in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
);
