// The live source over real HTTP, against a loopback server answering Sanity's query API from
// the fixture dataset.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type SanityApiServer, startSanityApiServer } from '../../test/sanity-api-server.test-helper.ts';
import { createDatasetSource } from './dataset-source.ts';
import {
  createSanitySource,
  DEFAULT_API_VERSION,
  retryAfterMs,
  type SanitySourceOptions,
} from './sanity-source.ts';
import { loadSnapshot } from './snapshot.ts';

const DATASET_FILE = 'test/fixtures/dataset.ndjson';
let server: SanityApiServer;
let pauses: number[];

beforeAll(async () => {
  server = await startSanityApiServer({ datasetFile: DATASET_FILE, token: 'secret' });
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  pauses = [];
});

function source(options: Partial<SanitySourceOptions> = {}) {
  return createSanitySource({
    projectId: 'test',
    token: 'secret',
    apiHost: server.apiHost,
    backoffMs: (retry) => 10 * 2 ** (retry - 1),
    // Records the pauses instead of taking them: the tests check the schedule, not the clock.
    sleep: async (ms) => {
      pauses.push(ms);
    },
    ...options,
  });
}

describe('the sanity source', () => {
  it('sends a query with $params by GET to the dated API version, with the token', async () => {
    const result = await source().fetch('*[_type == $type && order == $order][0].title', {
      type: 'brand',
      order: 1,
    });
    expect(result).toBe('Antonio Carraro');
    expect(server.requests).toEqual([
      expect.objectContaining({
        method: 'GET',
        path: `/v${DEFAULT_API_VERSION}/data/query/production`,
        params: { type: 'brand', order: 1 },
        authorization: 'Bearer secret',
      }),
    ]);
  });

  it('sends a long query by POST', async () => {
    const padding = 'x'.repeat(12_000);
    const result = await source().fetch(`count(*[_type == $type && title != "${padding}"])`, {
      type: 'brand',
    });
    expect(result).toBe(2);
    expect(server.requests.map((request) => request.method)).toEqual(['POST']);
    expect(server.requests[0]?.params).toEqual({ type: 'brand' });
  });

  it('gives the same snapshot as the dataset source', async () => {
    const live = await loadSnapshot(source());
    const file = await loadSnapshot(createDatasetSource(DATASET_FILE));
    expect(live).toEqual(file);
  });

  it('waits as long as a 429 asks, then succeeds', async () => {
    server.script({ status: 429, headers: { 'retry-after': '3' }, body: { error: 'Too Many Requests' } });
    expect(await source().fetch('count(*[_type == "post"])')).toBe(2);
    expect(pauses).toEqual([3000]);
    expect(server.requests).toHaveLength(2);
  });

  it('backs off exponentially on 500 and gives up after the last attempt', async () => {
    server.script(
      ...Array.from({ length: 4 }, () => ({ status: 500, body: { error: 'Internal', message: 'boom' } })),
    );
    await expect(source({ maxAttempts: 4 }).fetch('count(*)')).rejects.toThrow(
      'content: Sanity project test dataset production failed with 500 after 4 attempts: Internal - boom',
    );
    expect(pauses).toEqual([10, 20, 40]);
    expect(server.requests).toHaveLength(4);
  });

  it('retries a 503 and a 502 and then answers', async () => {
    server.script({ status: 503 }, { status: 502 });
    expect(await source().fetch('count(*[_type == "brand"])')).toBe(2);
    expect(server.requests).toHaveLength(3);
  });

  it('does not wait for a Retry-After longer than a minute', async () => {
    server.script({ status: 429, headers: { 'retry-after': '3600' } });
    await expect(source().fetch('count(*)')).rejects.toThrow(
      'kept limiting the request rate (429 Too Many Requests)',
    );
    expect(pauses).toEqual([]);
  });

  it('explains a 401 without retrying', async () => {
    await expect(source({ token: 'stale' }).fetch('count(*)')).rejects.toThrow(
      'content: Sanity project test dataset production refused the request (401 Unauthorized): SANITY_TOKEN is missing, expired or wrong',
    );
    expect(server.requests).toHaveLength(1);
  });

  it('explains a 403 without retrying', async () => {
    server.script({ status: 403, body: { error: 'Forbidden', message: 'no access', statusCode: 403 } });
    await expect(source().fetch('count(*)')).rejects.toThrow(
      /is not readable with this token \(403 Forbidden\)/,
    );
    expect(server.requests).toHaveLength(1);
  });

  it('names the dataset that does not exist', async () => {
    await expect(source({ dataset: 'staging' }).fetch('count(*)')).rejects.toThrow(
      /Sanity project test dataset staging not found \(404\): check SANITY_PROJECT_ID and SANITY_DATASET/,
    );
    expect(server.requests).toHaveLength(1);
  });

  it('reports a query the API rejects', async () => {
    await expect(source().fetch('*[')).rejects.toThrow(/rejected a query \(400\): GROQ query parse error/);
  });

  it('gives up on a server that does not answer in time', async () => {
    server.script('hang', 'hang');
    await expect(source({ timeoutMs: 200, maxAttempts: 2 }).fetch('count(*)')).rejects.toThrow(
      'content: Sanity project test dataset production did not answer within 200 ms after 2 attempts',
    );
    expect(pauses).toEqual([10]);
    expect(server.requests).toHaveLength(2);
  });
});

describe('retryAfterMs', () => {
  const failed = (value: string) => ({ response: { headers: { 'retry-after': value } } });

  it('reads seconds and HTTP dates', () => {
    expect(retryAfterMs(failed('2'))).toBe(2000);
    const now = Date.parse('2025-01-01T00:00:00Z');
    expect(retryAfterMs(failed('Wed, 01 Jan 2025 00:00:05 GMT'), now)).toBe(5000);
  });

  it('ignores a missing or unreadable header', () => {
    expect(retryAfterMs({ response: { headers: {} } })).toBeUndefined();
    expect(retryAfterMs(failed('soon'))).toBeUndefined();
  });
});
