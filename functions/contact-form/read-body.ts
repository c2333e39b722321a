// Reads a request body without ever holding more than the limit in memory: a declared
// Content-Length over it is refused before reading, and the stream is cancelled as soon as the
// bytes read pass it.

/** "body at most 16 KB", in bytes as sent, not characters. */
export const BODY_MAX_BYTES = 16 * 1024;

export type BodyResult =
  | { kind: 'ok'; text: string }
  | { kind: 'too-large' }
  | { kind: 'unreadable'; reason: string };

export async function readBody(req: Request, maxBytes: number = BODY_MAX_BYTES): Promise<BodyResult> {
  const declared = req.headers.get('content-length');
  if (declared !== null && /^\d+$/.test(declared.trim()) && Number(declared.trim()) > maxBytes) {
    return { kind: 'too-large' };
  }
  if (req.body === null) return { kind: 'unreadable', reason: 'empty body' };

  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        // Tell the sender to stop; a failure to cancel changes nothing for the answer.
        await reader.cancel().catch(() => {});
        return { kind: 'too-large' };
      }
      chunks.push(value);
    }
  } catch (error) {
    return { kind: 'unreadable', reason: `body stream failed: ${String(error)}` };
  } finally {
    reader.releaseLock();
  }

  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    // JSON is UTF-8 (RFC 8259); anything else is refused rather than guessed.
    return { kind: 'ok', text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { kind: 'unreadable', reason: 'body is not valid UTF-8' };
  }
}

/** `application/json`, optionally with `charset=utf-8`; any other type or charset is refused. */
export function isJsonContentType(header: string | null): boolean {
  if (header === null) return false;
  const [type = '', ...params] = header.split(';');
  if (type.trim().toLowerCase() !== 'application/json') return false;
  return params.every((param) => {
    const [name = '', value = ''] = param.split('=');
    if (name.trim().toLowerCase() !== 'charset') return true;
    const charset = value
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .toLowerCase();
    return charset === 'utf-8' || charset === 'utf8';
  });
}
