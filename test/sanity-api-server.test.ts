import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SanityApiServer, startSanityApiServer } from './sanity-api-server.test-helper.ts';

let server: SanityApiServer;
beforeAll(async () => {
  server = await startSanityApiServer({ datasetFile: 'test/fixtures/dataset.ndjson' });
});
afterAll(() => server.close());

const endpoint = (dataset = 'production') => `${server.apiHost}/v2025-02-19/data/query/${dataset}`;

describe('the loopback Sanity query API', () => {
  it('answers a GET with $params in the envelope { query, result, ms }', async () => {
    const url = new URL(endpoint());
    url.searchParams.set('query', '*[_type == $type].title');
    url.searchParams.set('$type', JSON.stringify('category'));
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      query: '*[_type == $type].title',
      result: ['General', 'Fruit Grower Case Studies'],
      ms: expect.any(Number),
    });
  });

  it('answers the POST form', async () => {
    const response = await fetch(endpoint(), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'count(*[_type == $type])', params: { type: 'post' } }),
    });
    expect(await response.json()).toMatchObject({ result: 2 });
  });

  it('answers 404 for another dataset and 400 for a bad query', async () => {
    expect((await fetch(`${endpoint('other')}?query=count(*)`)).status).toBe(404);
    const bad = await fetch(`${endpoint()}?query=${encodeURIComponent('*[')}`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { type: 'queryParseError' } });
  });

  it('plays scripted answers in order, then answers from the dataset again', async () => {
    server.script({ status: 503, headers: { 'retry-after': '1' } });
    const first = await fetch(`${endpoint()}?query=count(*)`);
    expect([first.status, first.headers.get('retry-after')]).toEqual([503, '1']);
    expect((await fetch(`${endpoint()}?query=count(*)`)).status).toBe(200);
  });
});
