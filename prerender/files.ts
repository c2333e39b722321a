// Downloadable files (brochures, file blocks) of the bundled dataset: served from the site itself,
// as the images are, since the dataset's CDN addresses name no real project.
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { FileAsset } from '../src/content/schemas/index.ts';
import type { Snapshot } from './content/snapshot.ts';

export const LOCAL_FILE_PREFIX = '/files/';

function localise(file: FileAsset, used: Set<string>): FileAsset {
  const name = basename(file.path);
  used.add(name);
  return { ...file, url: `${LOCAL_FILE_PREFIX}${name}` };
}

/** The snapshot with every file pointing at `/files/<asset>`, and the file names it uses. */
export function localiseFiles(snapshot: Snapshot): { snapshot: Snapshot; files: Set<string> } {
  const files = new Set<string>();
  const products = snapshot.products.map((product) =>
    product.brochure
      ? { ...product, brochure: { ...product.brochure, file: localise(product.brochure.file, files) } }
      : product,
  );
  const pages = snapshot.pages.map((page) => ({
    ...page,
    content: page.content.map((block) =>
      block._type === 'fileWithTitle' ? { ...block, file: localise(block.file, files) } : block,
    ),
  }));
  return { snapshot: { ...snapshot, products, pages }, files };
}

/** Copies the used files from the dataset's folder; a missing one stops the build by name. */
export function copyFiles(files: Set<string>, sourceDir: string, outDir: string): void {
  mkdirSync(join(outDir, 'files'), { recursive: true });
  for (const name of files) {
    const source = join(sourceDir, name);
    if (!existsSync(source))
      throw new Error(`File ${name} is referenced by the content but missing from ${sourceDir}.`);
    copyFileSync(source, join(outDir, 'files', name));
  }
}
