// Loading a page chunk on demand, with the spec's timeout and error (SPEC §7, §8).
// Ships in the first-load JS: keep it tiny.
import { CHUNK_TIMEOUT_MS } from '../lib/constants.ts';
import { INVALID_HASH } from './page-data-loader.ts';

export type ChunkErrorType = 'missing' | 'timeout' | 'error';

/** "Loading chunk {n} failed", with type missing, timeout or error (SPEC §8). */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  readonly type: ChunkErrorType;
  readonly chunk: string;
  constructor(chunk: string, type: ChunkErrorType, detail: string, options?: ErrorOptions) {
    super(`Loading chunk ${chunk} failed. (${type}: ${detail})`, options);
    this.chunk = chunk;
    this.type = type;
  }
}

// What each browser (and Vite's CSS preload) says when a module file cannot be fetched: after a
// new deploy that is a 404 on a chunk name that no longer exists.
const MISSING_MODULE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export type LoadChunkOptions = { timeoutMs?: number };

/** Runs a dynamic import, failing with a {@link ChunkLoadError} after `timeoutMs`. */
export function loadChunk<T>(
  name: string,
  importer: () => Promise<T>,
  { timeoutMs = CHUNK_TIMEOUT_MS }: LoadChunkOptions = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(name, 'timeout', `${timeoutMs} ms`)), timeoutMs);
    // A late answer after the timeout is dropped: the promise has already settled.
    Promise.resolve()
      .then(importer)
      .then(
        (module) => {
          clearTimeout(timer);
          resolve(module);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(toChunkLoadError(name, error));
        },
      );
  });
}

function toChunkLoadError(name: string, error: unknown): ChunkLoadError {
  if (error instanceof ChunkLoadError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (!isMissingModuleError(error)) return new ChunkLoadError(name, 'error', message, { cause: error });
  // Like the browsers' own message, name the file that is gone when it is known.
  const url = /https?:\/\/\S+/.exec(message)?.[0];
  return new ChunkLoadError(name, 'missing', url ?? message, { cause: error });
}

function isMissingModuleError(error: unknown): boolean {
  return error instanceof Error && MISSING_MODULE.test(error.message);
}

/**
 * True for the two signs that this document is older than the deploy it talks to: page data with
 * another build hash, or a chunk that is gone. The caller answers with one `reloadOnce`.
 */
export function isStaleDeployError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return error.type === 'missing';
  if (typeof error === 'object' && error !== null && 'code' in error && error.code === INVALID_HASH) {
    return true;
  }
  return isMissingModuleError(error);
}
