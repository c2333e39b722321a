// A loopback HTTP server that answers Sanity's query API from an NDJSON dataset with groq-js, so
// the live content source is tested over real HTTP (@sanity/client's Node transport bypasses
// request interception). Failures are scripted per request.
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { GroqSyntaxError } from 'groq-js';
import {
  createDocumentQuery,
  parseDataset,
  type StoredDocument,
} from '../prerender/content/dataset-source.ts';

export interface ScriptedResponse {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}
/** An answer for one request; `hang` never answers (until the server closes). */
export type Script = ScriptedResponse | 'hang';

export interface RecordedRequest {
  method: string;
  path: string;
  dataset: string;
  query: string;
  params: Record<string, unknown>;
  authorization: string | undefined;
}

export interface SanityApiServer {
  /** What to pass as the client's `apiHost`, e.g. `http://127.0.0.1:41234`. */
  apiHost: string;
  requests: RecordedRequest[];
  /** The next requests get these answers, in order; then the dataset answers again. */
  script(...answers: Script[]): void;
  /** Forgets recorded requests and answers still scripted, so one test cannot leak into the next. */
  reset(): void;
  close(): Promise<void>;
}

export interface SanityApiServerOptions {
  /** An NDJSON export, or the documents themselves. */
  datasetFile?: string;
  documents?: StoredDocument[];
  dataset?: string;
  projectId?: string;
  /** When set, requests without `Authorization: Bearer <token>` get 401. */
  token?: string;
}

const QUERY_PATH = /^\/v[^/]+\/data\/query\/([^/]+)$/;

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  response.end(JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

/** `$name=<json>` search parameters, as the client sends them on a GET. */
function paramsFromSearch(search: URLSearchParams): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const [key, value] of search) {
    if (key.startsWith('$')) params[key.slice(1)] = JSON.parse(value);
  }
  return params;
}

function parsePostBody(text: string): { query: string; params: Record<string, unknown> } {
  const body: unknown = JSON.parse(text);
  const query = typeof body === 'object' && body !== null ? Reflect.get(body, 'query') : undefined;
  const params = typeof body === 'object' && body !== null ? Reflect.get(body, 'params') : undefined;
  return {
    query: typeof query === 'string' ? query : '',
    params: typeof params === 'object' && params !== null ? Object.fromEntries(Object.entries(params)) : {},
  };
}

export async function startSanityApiServer(options: SanityApiServerOptions): Promise<SanityApiServer> {
  const { dataset = 'production', projectId = 'test', token } = options;
  const documents =
    options.documents ??
    (options.datasetFile ? parseDataset(readFileSync(options.datasetFile, 'utf8'), options.datasetFile) : []);
  const evaluate = createDocumentQuery(documents);
  const scripted: Script[] = [];
  const requests: RecordedRequest[] = [];

  async function answer(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const match = QUERY_PATH.exec(url.pathname);
    if (!match)
      return send(response, 404, { error: 'Not Found', message: 'Unknown endpoint', statusCode: 404 });
    const name = decodeURIComponent(match[1] ?? '');
    const method = request.method ?? 'GET';
    const { query, params } =
      method === 'POST'
        ? parsePostBody(await readBody(request))
        : { query: url.searchParams.get('query') ?? '', params: paramsFromSearch(url.searchParams) };
    const authorization = request.headers.authorization;
    requests.push({ method, path: url.pathname, dataset: name, query, params, authorization });

    const next = scripted.shift();
    if (next === 'hang') return;
    if (next) return send(response, next.status, next.body ?? { statusCode: next.status }, next.headers);

    if (token !== undefined && authorization !== `Bearer ${token}`) {
      return send(response, 401, { error: 'Unauthorized', message: 'Session not found', statusCode: 401 });
    }
    if (name !== dataset) {
      const message = `Dataset "${name}" not found for project ID "${projectId}"`;
      return send(response, 404, { error: 'Not Found', message, statusCode: 404 });
    }
    const started = performance.now();
    try {
      const result = await evaluate(query, params);
      send(response, 200, { query, result, ms: Math.round(performance.now() - started) });
    } catch (error) {
      if (!(error instanceof GroqSyntaxError)) throw error;
      send(response, 400, {
        error: {
          description: error.message,
          type: 'queryParseError',
          query,
          start: error.position,
          end: error.position + 1,
        },
      });
    }
  }

  const server = createServer((request, response) => {
    answer(request, response).catch((error: unknown) => {
      send(response, 500, { error: 'Internal Server Error', message: String(error), statusCode: 500 });
    });
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the test server has no TCP port');
  const { port } = address;

  return {
    apiHost: `http://127.0.0.1:${port}`,
    requests,
    script: (...answers) => {
      scripted.push(...answers);
    },
    reset: () => {
      scripted.length = 0;
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((done, fail) => {
        server.close((error) => (error ? fail(error) : done()));
        // Hanging requests would keep close() waiting for ever.
        server.closeAllConnections();
      }),
  };
}
