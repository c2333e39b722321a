// Where content comes from: a Sanity project when SANITY_PROJECT_ID is set, else a Sanity export
// file (the bundled dataset by default). Both answer the same GROQ.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ContentSource } from './content-source.ts';
import { createDatasetSource } from './dataset-source.ts';
import { createSanitySource } from './sanity-source.ts';

export type ContentEnv = Readonly<Record<string, string | undefined>>;

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const DEFAULT_DATASET_FILE = 'content/dataset.ndjson';

/** The export file content is read from, or null for a live Sanity project. */
export function datasetFileOf(env: ContentEnv = process.env): string | null {
  if (env.SANITY_PROJECT_ID?.trim()) return null;
  const given = env.CONTENT_DATASET_FILE?.trim();
  // A path the user gives is read from where they run the command; the default is the repo's.
  return given ? resolve(given) : resolve(REPO_ROOT, DEFAULT_DATASET_FILE);
}

export function createContentSource(env: ContentEnv = process.env): ContentSource {
  const projectId = env.SANITY_PROJECT_ID?.trim();
  if (projectId) {
    return createSanitySource({
      projectId,
      dataset: env.SANITY_DATASET?.trim() || undefined,
      apiVersion: env.SANITY_API_VERSION?.trim() || undefined,
      token: env.SANITY_TOKEN?.trim() || undefined,
    });
  }
  return createDatasetSource(datasetFileOf(env) as string);
}
