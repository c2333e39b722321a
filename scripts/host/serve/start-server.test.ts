import { request } from 'node:http';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeTempTree, rawRequest } from './requests.test-helper.ts';
import { DEFAULT_PORT, serveSettingsFromEnv, startServer } from './start-server.ts';

let site: Awaited<ReturnType<typeof makeTempTree>>;

beforeAll(async () => {
  site = await makeTempTree({
    'index.html': '<!doctype html><title>Home</title>',
    // Larger than a socket takes at once, so the visitor can leave mid-file.
    'video.mp4': Buffer.alloc(8 * 1024 * 1024, 1),
  });
});

afterAll(async () => {
  await site?.remove();
});

describe('startServer', () => {
  it('listens on a free port, reports its URL and closes with open keep-alive connections', async () => {
    const server = await startServer({ root: site.folder, host: '127.0.0.1', port: 0 });
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const response = await fetch(`${server.url}/`);
    expect(await response.text()).toContain('<title>Home</title>');
    await server.close();
    await expect(fetch(`${server.url}/`)).rejects.toThrow();
  });

  it('names localhost in its URL by default and answers on the IPv4 loopback', async () => {
    const server = await startServer({ root: site.folder, port: 0 });
    try {
      expect(server.url).toMatch(/^http:\/\/localhost:\d+$/);
      const port = new URL(server.url).port;
      expect((await rawRequest(`http://127.0.0.1:${port}`, '/')).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('lets `prepare` put a file in place before the request is served; a failing prepare is ignored', async () => {
    const { writeFile } = await import('node:fs/promises');
    const { join } = await import('node:path');
    const asked: string[] = [];
    const server = await startServer({
      root: site.folder,
      host: '127.0.0.1',
      port: 0,
      prepare: async (urlPath) => {
        asked.push(urlPath);
        if (urlPath === '/late.txt') await writeFile(join(site.folder, 'late.txt'), 'made on request');
        if (urlPath === '/broken.txt') throw new Error('cannot make it');
      },
    });
    try {
      const late = await fetch(`${server.url}/late.txt?v=1`);
      expect(await late.text()).toBe('made on request');
      expect((await fetch(`${server.url}/broken.txt`)).status).toBe(404);
      expect(asked).toEqual(['/late.txt', '/broken.txt']);
    } finally {
      await server.close();
    }
  });

  it('says which port is taken', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const address = blocker.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    try {
      await expect(startServer({ root: site.folder, host: '127.0.0.1', port })).rejects.toThrow(
        `Port ${port} on 127.0.0.1 is already in use`,
      );
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });

  it('writes one access-log line per request', async () => {
    const lines: string[] = [];
    const server = await startServer({
      root: site.folder,
      host: '127.0.0.1',
      port: 0,
      log: (line) => lines.push(line),
    });
    try {
      await rawRequest(server.url, '/');
      await rawRequest(server.url, '/missing?x=1', { method: 'HEAD' });
      await vi.waitFor(() => expect(lines).toHaveLength(2));
      expect(lines[0]).toMatch(/^\S+ GET \/ 200 \d+\.\dms$/);
      expect(lines[1]).toMatch(/^\S+ HEAD \/missing\?x=1 404 \d+\.\dms$/);
    } finally {
      await server.close();
    }
  });

  it('marks a response the visitor left before its end as aborted', async () => {
    const lines: string[] = [];
    // A function whose body starts but never ends: the client hangs up after the first chunk.
    const endless = async () =>
      new Response(
        new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('first chunk'));
          },
        }),
      );
    const server = await startServer({
      root: site.folder,
      host: '127.0.0.1',
      port: 0,
      functions: { endless },
      log: (line) => lines.push(line),
    });
    try {
      const { port } = new URL(server.url);
      await new Promise<void>((resolve, reject) => {
        const req = request(
          { host: '127.0.0.1', port, path: '/.netlify/functions/endless', agent: false },
          (res) => {
            res.once('data', () => {
              req.destroy();
              resolve();
            });
          },
        );
        req.on('error', reject);
        req.end();
      });
      await vi.waitFor(() => expect(lines).toHaveLength(1));
      expect(lines[0]).toMatch(/^\S+ GET \/\.netlify\/functions\/endless 200 \d+\.\dms aborted$/);
    } finally {
      await server.close();
    }
  });
});

describe('serveSettingsFromEnv', () => {
  it('defaults to localhost:4173 without a log', () => {
    expect(serveSettingsFromEnv({})).toEqual({ port: DEFAULT_PORT, host: 'localhost', log: undefined });
    expect(DEFAULT_PORT).toBe(4173);
  });

  it('reads PORT, HOST and LOG=1', () => {
    const settings = serveSettingsFromEnv({ PORT: '8080', HOST: '0.0.0.0', LOG: '1' });
    expect(settings).toMatchObject({ port: 8080, host: '0.0.0.0' });
    expect(settings.log).toBeTypeOf('function');
  });

  it.each(['http', '-1', '65536', '80.5'])('refuses PORT=%s', (port) => {
    expect(() => serveSettingsFromEnv({ PORT: port })).toThrow(/PORT must be/);
  });

  it('logs no error when a visitor leaves a file mid-way or before it starts', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    // The second visitor has gone by the time the server gets to the file.
    let gone = () => {};
    const second = new Promise<void>((resolve) => {
      gone = resolve;
    });
    let requests = 0;
    const prepare = () => (++requests === 2 ? second : Promise.resolve());
    const server = await startServer({ root: site.folder, host: '127.0.0.1', port: 0, prepare });
    try {
      const { port } = new URL(server.url);
      const visit = (onSent: (req: ReturnType<typeof request>) => void) =>
        new Promise<void>((resolve) => {
          const req = request({ host: '127.0.0.1', port, path: '/video.mp4', agent: false }, () => {
            req.destroy();
            resolve();
          });
          req.on('error', () => resolve());
          req.on('finish', () => onSent(req));
          req.end();
        });
      await visit(() => {});
      await visit((req) =>
        setTimeout(() => {
          req.destroy();
          setTimeout(gone, 50);
        }, 50),
      );
      await second;
      expect((await rawRequest(server.url, '/')).status).toBe(200);
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
      await server.close();
    }
  });
});
