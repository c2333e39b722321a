import type { ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';

/**
 * Ends `res` as the last of its Content-Length bytes is piped from `source`, not on the source's
 * 'end' a read later. A visitor who hangs up as soon as the last byte arrives has had the whole
 * body, and the access log reads `writableEnded` to tell that visit from an aborted one. The
 * pipe's own end() afterwards does nothing.
 */
export function endOnLastByte(res: ServerResponse, source: Readable) {
  const length = Number(res.getHeader('Content-Length'));
  if (!Number.isSafeInteger(length)) return;
  let piped = 0;
  source.on('data', (chunk: Buffer) => {
    piped += chunk.length;
    if (piped === length) res.end();
  });
}
