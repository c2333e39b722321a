// Runs a serverless function (the host's v2 signature: a WHATWG Request in, a Response out)
// behind node:http (or HTTP/2's compatibility API): the request body is buffered, as the host
// does, up to the host's limit.

import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';

export type SiteFunction = (req: Request) => Promise<Response>;

/** The host refuses function requests with a larger body. */
const FUNCTION_BODY_LIMIT = 6 * 1024 * 1024;

// Connection-level headers belong to one hop and are not passed through.
const HOP_BY_HOP = new Set(
  'connection keep-alive proxy-connection te trailer transfer-encoding upgrade'.split(' '),
);

/** Answers the request with the function `name`: 413 over the body limit, 500 when it throws. */
export async function runFunction(
  name: string,
  handler: SiteFunction,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
) {
  const aborted = new AbortController();
  res.once('close', () => {
    if (!res.writableFinished) aborted.abort();
  });
  const request = await toWebRequest(req, url, aborted.signal);
  if (request === null) return sendText(res, 413, 'Payload too large');
  const response = await handler(request).catch((error: unknown) => {
    console.error(`Function ${name} failed:`, error);
    return null;
  });
  if (response === null) return sendText(res, 500, 'Function failed');
  await sendWebResponse(res, response, req.method === 'HEAD');
}

/** A plain-text answer that no cache keeps. */
export function sendText(res: ServerResponse, status: number, text: string) {
  const headers = { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' };
  res.writeHead(status, { ...headers, 'Content-Length': Buffer.byteLength(text) }).end(text);
}

/** The request for a function, or null when its body is over the host's limit. */
async function toWebRequest(req: IncomingMessage, url: URL, signal: AbortSignal): Promise<Request | null> {
  const headers = new Headers();
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i] ?? '';
    // HTTP/2's pseudo-headers (`:method`, `:path`…) are the request line, not headers.
    if (name.startsWith(':') || HOP_BY_HOP.has(name.toLowerCase())) continue;
    headers.append(name, req.rawHeaders[i + 1] ?? '');
  }
  // The host tells functions the visitor's address in these headers; its own header replaces
  // whatever the client sent, so it cannot be forged.
  const address = req.socket.remoteAddress;
  if (address !== undefined) {
    headers.set('x-nf-client-connection-ip', address);
    if (!headers.has('x-forwarded-for')) headers.set('x-forwarded-for', address);
  }
  const method = req.method ?? 'GET';
  if (method === 'GET' || method === 'HEAD') return new Request(url, { method, headers, signal });
  const chunks: Buffer[] = [];
  let size = 0;
  // Leaving the loop early would destroy the socket before the 413 could be sent, so an
  // oversized body is read to its end and dropped.
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= FUNCTION_BODY_LIMIT) chunks.push(chunk);
  }
  if (size > FUNCTION_BODY_LIMIT) return null;
  return new Request(url, { method, headers, body: new Uint8Array(Buffer.concat(chunks)), signal });
}

async function sendWebResponse(res: ServerResponse, response: Response, headOnly: boolean) {
  res.statusCode = response.status;
  // HTTP/2 has no reason phrase.
  if (response.statusText !== '' && res.req.httpVersionMajor < 2) res.statusMessage = response.statusText;
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && !HOP_BY_HOP.has(name)) res.setHeader(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader('set-cookie', cookies);
  const body = response.body;
  if (headOnly || body === null) {
    await body?.cancel();
    res.end();
    return;
  }
  // Back-pressure from the visitor's connection; the body is cancelled when they leave.
  await pipeline(Readable.fromWeb(body as WebReadableStream), res).catch((error: unknown) => {
    if (!res.destroyed) throw error;
  });
}
