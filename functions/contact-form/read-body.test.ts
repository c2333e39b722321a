import { describe, expect, it } from 'vitest';
import { isJsonContentType, readBody } from './read-body.ts';
import { streamRequest } from './support.test-helper.ts';

const request = (body: ReadableStream<Uint8Array> | Uint8Array<ArrayBuffer> | string | null, headers = {}) =>
  body instanceof Uint8Array
    ? new Request('http://localhost/', { method: 'POST', body, headers })
    : streamRequest(body, headers);

describe('readBody', () => {
  it('reads a body up to the limit, counting bytes', async () => {
    expect(await readBody(request('ééé'), 6)).toEqual({ kind: 'ok', text: 'ééé' });
    expect(await readBody(request('ééé'), 5)).toEqual({ kind: 'too-large' });
  });

  it('refuses a declared length over the limit without reading', async () => {
    const stream = new ReadableStream<Uint8Array>({
      start() {},
      pull() {
        throw new Error('must not be read');
      },
    });
    expect(await readBody(request(stream, { 'content-length': '11' }), 10)).toEqual({ kind: 'too-large' });
  });

  it('does not trust a declared length under the limit', async () => {
    expect(await readBody(request('x'.repeat(20), { 'content-length': '5' }), 10)).toEqual({
      kind: 'too-large',
    });
  });

  it('reports an empty, broken or non-UTF-8 body as unreadable', async () => {
    expect((await readBody(request(null))).kind).toBe('unreadable');
    expect((await readBody(request(new Uint8Array([0xc3, 0x28])))).kind).toBe('unreadable');
    const broken = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.error(new Error('connection reset'));
      },
    });
    expect(await readBody(request(broken))).toEqual({
      kind: 'unreadable',
      reason: 'body stream failed: Error: connection reset',
    });
  });

  it('reads a body that arrives in many small chunks', async () => {
    const bytes = new TextEncoder().encode('{"a":"€uro"}');
    let i = 0;
    const trickle = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (i < bytes.length) controller.enqueue(bytes.slice(i, ++i));
        else controller.close();
      },
    });
    expect(await readBody(request(trickle))).toEqual({ kind: 'ok', text: '{"a":"€uro"}' });
  });
});

describe('isJsonContentType', () => {
  it.each([
    ['application/json', true],
    ['Application/JSON', true],
    ['application/json; charset=utf-8', true],
    ['application/json;charset="UTF-8"', true],
    ['application/json; charset=utf8', true],
    ['application/json; charset=iso-8859-1', false],
    ['application/json-patch+json', false],
    ['text/json', false],
    ['', false],
    [null, false],
  ])('%j → %s', (header, expected) => {
    expect(isJsonContentType(header)).toBe(expected);
  });
});
