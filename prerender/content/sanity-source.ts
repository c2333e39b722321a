// The live content source: a Sanity project's query API through @sanity/client. Retries here,
// not in the client (its own retries are switched off), so that 500s and Retry-After count too.
import { createClient } from '@sanity/client';
import type { ContentSource } from './content-source.ts';

export const DEFAULT_API_VERSION = '2025-02-19';
export const DEFAULT_DATASET = 'production';
export const DEFAULT_TIMEOUT_MS = 30_000;
export const DEFAULT_MAX_ATTEMPTS = 5;
/** A server asking for a longer pause than this is not waited for: the build fails instead. */
export const MAX_RETRY_AFTER_MS = 60_000;

export interface SanitySourceOptions {
  projectId: string;
  dataset?: string | undefined;
  apiVersion?: string | undefined;
  token?: string | undefined;
  /** Another API origin, e.g. a loopback test server; requests then go to `<apiHost>/v<version>`. */
  apiHost?: string | undefined;
  timeoutMs?: number;
  maxAttempts?: number;
  /** The pause before retry number `retry` (1-based) when the server names none. */
  backoffMs?: (retry: number) => number;
  /** How the source waits between attempts (tests record the pauses). */
  sleep?: (ms: number) => Promise<void>;
}

/** 0.5 s, 1 s, 2 s, 4 s… capped at 15 s, plus up to a quarter more so retrying builds spread out. */
export function exponentialBackoff(retry: number): number {
  const base = Math.min(500 * 2 ** (retry - 1), 15_000);
  return base + Math.random() * base * 0.25;
}

const wait = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined;
}

/** The HTTP status of a failed request, or undefined for a network failure or timeout. */
function statusOf(error: unknown): number | undefined {
  const status = field(error, 'statusCode');
  return typeof status === 'number' ? status : undefined;
}

/** Retry-After in ms (seconds or an HTTP date), or undefined when absent or unreadable. */
export function retryAfterMs(error: unknown, now = Date.now()): number | undefined {
  const value = field(field(field(error, 'response'), 'headers'), 'retry-after');
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** The message with its causes: `fetch failed (connect ECONNREFUSED 127.0.0.1:1)`. */
function describeError(error: unknown): string {
  const messages: string[] = [];
  for (let current = error; current !== undefined && messages.length < 4; current = field(current, 'cause')) {
    const message = current instanceof Error ? current.message : String(current);
    if (message && !messages.includes(message)) messages.push(message);
  }
  const [first, ...rest] = messages;
  return rest.length > 0 ? `${first} (${rest.join('; ')})` : (first ?? 'unknown error');
}

function isRetryable(error: unknown): boolean {
  const status = statusOf(error);
  return status === undefined ? !isQueryError(error) : status === 429 || status >= 500;
}

function isQueryError(error: unknown): boolean {
  return error instanceof SyntaxError || error instanceof TypeError;
}

function isTimeout(error: unknown): boolean {
  const name = field(error, 'name');
  const code = field(error, 'code');
  return (
    name === 'TimeoutError' ||
    code === 'ETIMEDOUT' ||
    code === 'ESOCKETTIMEDOUT' ||
    code === 'UND_ERR_HEADERS_TIMEOUT'
  );
}

export function createSanitySource(options: SanitySourceOptions): ContentSource {
  const {
    projectId,
    dataset = DEFAULT_DATASET,
    apiVersion = DEFAULT_API_VERSION,
    token,
    apiHost,
    timeoutMs = DEFAULT_TIMEOUT_MS,
    maxAttempts = DEFAULT_MAX_ATTEMPTS,
    backoffMs = exponentialBackoff,
    sleep = wait,
  } = options;
  const client = createClient({
    projectId,
    dataset,
    apiVersion,
    token,
    useCdn: false,
    // Published documents only, with or without a token: drafts never reach the site.
    perspective: 'published',
    timeout: timeoutMs,
    maxRetries: 0,
    // A custom host has no `<projectId>.` subdomain (a loopback address cannot have one).
    ...(apiHost ? { apiHost, useProjectHostname: false } : {}),
  });
  const where = `Sanity project ${projectId} dataset ${dataset}`;

  function failure(error: unknown, attempts: number): Error {
    const status = statusOf(error);
    const detail = describeError(error);
    const tries = attempts > 1 ? ` after ${attempts} attempts` : '';
    let message: string;
    if (status === 401) {
      message = `${where} refused the request (401 Unauthorized): SANITY_TOKEN is missing, expired or wrong`;
    } else if (status === 403) {
      message = `${where} is not readable with this token (403 Forbidden): give SANITY_TOKEN read access, or make the dataset public`;
    } else if (status === 404) {
      message = `${where} not found (404): check SANITY_PROJECT_ID and SANITY_DATASET (${detail})`;
    } else if (status === 429) {
      message = `${where} kept limiting the request rate (429 Too Many Requests)${tries}`;
    } else if (status !== undefined && status >= 500) {
      message = `${where} failed with ${status}${tries}: ${detail}`;
    } else if (status !== undefined) {
      message = `${where} rejected a query (${status}): ${detail}`;
    } else if (isTimeout(error)) {
      message = `${where} did not answer within ${timeoutMs} ms${tries}`;
    } else {
      message = `${where} could not be reached${tries}: ${detail}`;
    }
    return new Error(`content: ${message}`, { cause: error });
  }

  return {
    describe: () => `content: sanity project ${projectId} dataset ${dataset}`,
    async fetch<T>(query: string, params: Record<string, unknown> = {}): Promise<T> {
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await client.fetch<T>(query, params);
        } catch (error) {
          if (!isRetryable(error) || attempt >= maxAttempts) throw failure(error, attempt);
          const asked = retryAfterMs(error);
          if (asked !== undefined && asked > MAX_RETRY_AFTER_MS) throw failure(error, attempt);
          await sleep(asked ?? backoffMs(attempt));
        }
      }
    },
  };
}
