import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SiteFunction } from './function-bridge.ts';
import { makeTempTree, rawRequest } from './requests.test-helper.ts';
import { type RunningServer, startServer } from './start-server.ts';

// Stands in for functions/contact-form.ts: reports what it received and answers with a status,
// headers and cookies of its own.
const echo: SiteFunction = async (req) => {
  const body = req.method === 'GET' || req.method === 'HEAD' ? null : await req.text();
  return new Response(
    JSON.stringify({
      method: req.method,
      url: req.url,
      body,
      contentType: req.headers.get('content-type'),
      custom: req.headers.get('x-custom'),
      forwardedFor: req.headers.get('x-forwarded-for'),
      clientIp: req.headers.get('x-nf-client-connection-ip'),
    }),
    {
      status: 201,
      statusText: 'Created',
      headers: [
        ['Content-Type', 'application/json'],
        ['X-Echo', 'yes'],
        ['Set-Cookie', 'a=1; Path=/'],
        ['Set-Cookie', 'b=2; Path=/'],
      ],
    },
  );
};

const functions: Record<string, SiteFunction> = {
  echo,
  boom: async () => {
    throw new Error('mail server down');
  },
  stream: async () =>
    new Response(
      new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('part one, '));
          controller.enqueue(new TextEncoder().encode('part two'));
          controller.close();
        },
      }),
    ),
};

let site: Awaited<ReturnType<typeof makeTempTree>>;
let server: RunningServer;

beforeAll(async () => {
  site = await makeTempTree({
    'dist/index.html': 'home',
    'dist/_headers': '/*\n  X-Frame-Options: DENY',
  });
  server = await startServer({ root: path.join(site.folder, 'dist'), host: '127.0.0.1', port: 0, functions });
});

afterAll(async () => {
  await server?.close();
  await site?.remove();
});

const json = (body: Buffer): Record<string, unknown> => JSON.parse(body.toString('utf8'));

describe('functions at /.netlify/functions/<name>', () => {
  it('passes method, full URL, headers and body in, and status, headers and body out', async () => {
    const enquiry = JSON.stringify({ FirstName: 'Ann', Message: 'A quote for an SRX 5800, please.' });
    const res = await rawRequest(server.url, '/.netlify/functions/echo?source=basket', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Custom': 'hello',
        'X-Nf-Client-Connection-Ip': '6.6.6.6',
      },
      body: enquiry,
    });
    expect(res.status).toBe(201);
    expect(res.headers['content-type']).toBe('application/json');
    expect(res.headers['x-echo']).toBe('yes');
    expect(res.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(json(res.body)).toEqual({
      method: 'POST',
      url: `${server.url}/.netlify/functions/echo?source=basket`,
      body: enquiry,
      contentType: 'application/json',
      custom: 'hello',
      forwardedFor: '127.0.0.1',
      clientIp: '127.0.0.1',
    });
  });

  it('does not add the site headers of _headers to function responses, as the host does not', async () => {
    const res = await rawRequest(server.url, '/.netlify/functions/echo');
    expect(res.status).toBe(201);
    expect(res.headers['x-frame-options']).toBeUndefined();
  });

  it('carries non-ASCII bodies byte for byte', async () => {
    const body = JSON.stringify({ Message: 'Grüße — £450 🍎' });
    const res = await rawRequest(server.url, '/.netlify/functions/echo', { method: 'POST', body });
    expect(json(res.body).body).toBe(body);
  });

  it('streams a response body', async () => {
    const res = await rawRequest(server.url, '/.netlify/functions/stream');
    expect(res.status).toBe(200);
    expect(res.body.toString()).toBe('part one, part two');
  });

  it('sends no body to HEAD', async () => {
    const res = await rawRequest(server.url, '/.netlify/functions/echo', { method: 'HEAD' });
    expect(res.status).toBe(201);
    expect(res.body.length).toBe(0);
  });

  it('hands the function a URL on this server even for a path that starts with two slashes', async () => {
    const res = await rawRequest(server.url, '//evil.example/.netlify/functions/echo?x=1');
    expect(res.status).toBe(404);
    const doubled = await rawRequest(server.url, '//.netlify/functions/echo?x=1');
    expect(json(doubled.body).url).toBe(`${server.url}/.netlify/functions/echo?x=1`);
  });

  it('answers 404 for an unknown function', async () => {
    for (const target of [
      '/.netlify/functions/nope',
      '/.netlify/functions/',
      '/.netlify/other',
      '/.netlify/functions/toString',
    ]) {
      expect((await rawRequest(server.url, target, { method: 'POST', body: '{}' })).status, target).toBe(404);
    }
  });

  it('answers 500 and logs when a function throws', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await rawRequest(server.url, '/.netlify/functions/boom', { method: 'POST', body: '{}' });
    expect(res.status).toBe(500);
    expect(res.body.toString()).not.toContain('mail server down');
    expect(logged).toHaveBeenCalledWith(
      'Function boom failed:',
      expect.objectContaining({ message: 'mail server down' }),
    );
  });

  it('refuses a body over the host limit with 413', async () => {
    const res = await rawRequest(server.url, '/.netlify/functions/echo', {
      method: 'POST',
      body: Buffer.alloc(6 * 1024 * 1024 + 1, 'a'),
    });
    expect(res.status).toBe(413);
  });
});
