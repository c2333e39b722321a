// The key the browser gives each enquiry (the `Idempotency-Key` header; the IETF draft "The
// Idempotency-Key HTTP Header Field"), and the fingerprint that binds a key to its enquiry: the
// offline outbox may post one enquiry many times, but a key may never stand for two.
import { createHash } from 'node:crypto';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** A key is what `crypto.randomUUID()` gives, or any 16 to 100 URL-safe characters. */
const KEY_PATTERN = /^[A-Za-z0-9_-]{16,100}$/;

/** The request's key when it carries a well-formed one; null otherwise. */
export function idempotencyKey(req: Request): string | null {
  const value = req.headers.get(IDEMPOTENCY_HEADER)?.trim() ?? '';
  return KEY_PATTERN.test(value) ? value : null;
}

/** JSON with every object's keys sorted, so the same enquiry always reads the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** SHA-256 of the parsed body, key order aside. */
export function fingerprint(body: unknown): string {
  return createHash('sha256').update(canonical(body)).digest('hex');
}
