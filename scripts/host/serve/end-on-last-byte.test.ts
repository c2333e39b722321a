import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { expect, it } from 'vitest';
import { endOnLastByte } from './static-files.ts';

it('ends the response with its last byte, before the source ends', async () => {
  const ended = Promise.withResolvers<boolean>();
  const server = createServer((_req, res) => {
    res.setHeader('Content-Length', 10);
    // A source whose end comes long after its last byte, as a file read can under load.
    const source = new Readable({ read() {} });
    res.once('pipe', () => endOnLastByte(res, source));
    res.once('close', () => ended.resolve(res.writableEnded));
    source.pipe(res);
    source.push(Buffer.alloc(6));
    source.push(Buffer.alloc(4));
    setTimeout(() => source.push(null), 500).unref();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    await new Promise<void>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, agent: false }, (res) => {
        let received = 0;
        res.on('data', (chunk: Buffer) => {
          received += chunk.length;
          if (received < 10) return;
          req.destroy();
          resolve();
        });
      });
      req.on('error', reject);
      req.end();
    });
    expect(await ended.promise).toBe(true);
  } finally {
    server.close();
  }
});
