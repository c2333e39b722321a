// A sliding-window limit per client address, kept in memory. A function instance lives for
// a while between requests, so this stops a burst from one sender; it is not a global quota
// (each instance counts alone), which is enough to protect the dealer's mailbox.
import { isIPv6 } from 'node:net';

export interface RateLimitOptions {
  /** Requests allowed per window. */
  max: number;
  windowMs: number;
  /** Addresses tracked at once; the least recently seen are forgotten first. */
  maxKeys: number;
}

export const DEFAULT_RATE_LIMIT: RateLimitOptions = { max: 5, windowMs: 10 * 60 * 1000, maxKeys: 10_000 };

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts one request from `key` at time `now` (ms) and says whether it may go on. */
  hit(key: string, now: number): RateLimitDecision;
}

export function createRateLimiter(options: Partial<RateLimitOptions> = {}): RateLimiter {
  const { max, windowMs, maxKeys } = { ...DEFAULT_RATE_LIMIT, ...options };
  // Map keeps insertion order: re-inserting on each hit makes the first key the stalest.
  const hits = new Map<string, number[]>();

  return {
    hit(key, now) {
      const recent = (hits.get(key) ?? []).filter((at) => at > now - windowMs);
      hits.delete(key);
      if (recent.length >= max) {
        hits.set(key, recent);
        const oldest = recent[0] ?? now;
        return {
          allowed: false,
          retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)),
        };
      }
      recent.push(now);
      hits.set(key, recent);
      while (hits.size > maxKeys) {
        const stalest = hits.keys().next().value;
        if (stalest === undefined) break;
        hits.delete(stalest);
      }
      return { allowed: true };
    },
  };
}

/** Lets every request through: for callers that limit elsewhere, and for tests. */
export const unlimited: RateLimiter = { hit: () => ({ allowed: true }) };

/**
 * `CONTACT_RATE_LIMIT`, the requests one address may make in the window, when it is a whole
 * number from 1; otherwise the default. The local server's end-to-end tests raise it: all of
 * them send from one address.
 */
export function rateLimitFromEnv(
  env: Readonly<Record<string, string | undefined>>,
): Partial<RateLimitOptions> {
  const value = env.CONTACT_RATE_LIMIT?.trim();
  const max = value ? Number(value) : Number.NaN;
  return Number.isInteger(max) && max >= 1 ? { max } : {};
}

/**
 * The sender's bucket: its address, the platform's own value first, then the connection header it
 * sets, then the first hop a proxy recorded. Requests with none share one bucket.
 */
export function clientKey(req: Request, platformIp?: string): string {
  const forwarded = req.headers.get('x-forwarded-for')?.split(',')[0];
  const candidates = [platformIp, req.headers.get('x-nf-client-connection-ip'), forwarded];
  for (const candidate of candidates) {
    const value = candidate?.trim();
    if (value) return addressBucket(value).slice(0, 64);
  }
  return 'unknown';
}

/**
 * One bucket per IPv4 address, and per /64 network for IPv6: a line is given a /64 and may send
 * from any address in it, so one bucket per IPv6 address would be no limit at all. An IPv4 address
 * written as IPv6 (`::ffff:192.0.2.1`) is its IPv4 address; anything else is kept as it came.
 */
export function addressBucket(address: string): string {
  const ip = address.replace(/%.*$/, '').toLowerCase();
  if (!isIPv6(ip)) return address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(ip)?.[1];
  if (mapped) return mapped;
  const [head = '', tail] = ip.split('::');
  const heads = head ? head.split(':') : [];
  const tails = tail ? tail.split(':') : [];
  // A dotted quad at the end stands for two groups.
  const tailGroups = tails.reduce((count, part) => count + (part.includes('.') ? 2 : 1), 0);
  const groups =
    tail === undefined ? heads : [...heads, ...Array(8 - heads.length - tailGroups).fill('0'), ...tails];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
