// Loading page chunks on demand, with the spec's timeout and messages (SPEC §7, §8), their outcome
// a result (load-result.ts). The one place that reads browsers' error messages: a module that
// cannot be fetched is told from one that threw only by what the browser says. Ships in the
// first-load JS: keep it tiny.
import { loadBlockChunks } from '../blocks/block-chunks.ts';
import { loadRichText } from '../components/rich-text.tsx';
import { CHUNK_TIMEOUT_MS } from '../lib/constants.ts';
import type { PageData } from '../templates/template-types.ts';
import type { LoadFailure } from './load-result.ts';
import { pageBlockTypes } from './page-chunks.ts';
import { loadTemplate } from './templates.ts';

export type ChunkLoad = { kind: 'ok' } | LoadFailure;

const OK: ChunkLoad = { kind: 'ok' };

// What each browser (and Vite's CSS preload) says when a module file cannot be fetched: after a
// new deploy that is a 404 on a chunk name that no longer exists.
const MISSING_MODULE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

const failedChunk = (name: string, type: string, detail: string) =>
  `Loading chunk ${name} failed. (${type}: ${detail})`;

function chunkFailure(name: string, error: unknown): LoadFailure {
  const message = error instanceof Error ? error.message : String(error);
  if (!MISSING_MODULE.test(message)) {
    return { kind: 'failed', message: failedChunk(name, 'error', message), cause: error };
  }
  // Like the browsers' own message, name the file that is gone when it is known.
  const url = /https?:\/\/\S+/.exec(message)?.[0] ?? message;
  return { kind: 'stale-deploy', message: failedChunk(name, 'missing', url), cause: error };
}

/**
 * Runs a dynamic import: `stale-deploy` when the module is gone, `failed` when it threw or did
 * not come within `timeoutMs`, each with "Loading chunk {name} failed. ({type}: {detail})".
 */
export function loadChunk(
  name: string,
  importer: () => Promise<unknown>,
  timeoutMs = CHUNK_TIMEOUT_MS,
): Promise<ChunkLoad> {
  return new Promise((resolve) => {
    // A late answer after the timeout is dropped: the promise has already settled.
    const timer = setTimeout(
      () => resolve({ kind: 'failed', message: failedChunk(name, 'timeout', `${timeoutMs} ms`) }),
      timeoutMs,
    );
    const settle = (result: ChunkLoad) => {
      clearTimeout(timer);
      resolve(result);
    };
    Promise.resolve()
      .then(importer)
      .then(
        () => settle(OK),
        (error: unknown) => settle(chunkFailure(name, error)),
      );
  });
}

/** The first failure to come among `loads`, else ok once all have come. */
function firstFailure(loads: Promise<ChunkLoad>[]): Promise<ChunkLoad> {
  return new Promise((resolve) => {
    for (const load of loads) void load.then((result) => result.kind !== 'ok' && resolve(result));
    void Promise.all(loads).then(() => resolve(OK));
  });
}

/**
 * Loads the page's template and block chunks. The first page is hydrated before its rich text's
 * chunk is in (`late: false`); a navigation renders afresh, so it waits for that chunk too, which
 * the first page has usually fetched by then.
 */
export function loadPageChunks(
  page: PageData,
  { late = true, timeoutMs }: { late?: boolean; timeoutMs?: number } = {},
): Promise<ChunkLoad> {
  const types = pageBlockTypes(page);
  return firstFailure([
    loadChunk(page.template, () => loadTemplate(page.template), timeoutMs),
    ...(types.length > 0 ? [loadChunk(types.join('+'), () => loadBlockChunks(types), timeoutMs)] : []),
    ...(late ? [loadChunk('rich-text-body', loadRichText, timeoutMs)] : []),
  ]);
}
