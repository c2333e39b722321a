import { describe, expect, it } from 'vitest';
import { clientKey, createRateLimiter, rateLimitFromEnv } from './rate-limit.ts';

describe('createRateLimiter', () => {
  it('allows max requests per sliding window, then says when to retry', () => {
    const limiter = createRateLimiter({ max: 2, windowMs: 60_000 });
    expect(limiter.hit('a', 0)).toEqual({ allowed: true });
    expect(limiter.hit('a', 10_000)).toEqual({ allowed: true });
    expect(limiter.hit('a', 20_000)).toEqual({ allowed: false, retryAfterSeconds: 40 });
    expect(limiter.hit('b', 20_000)).toEqual({ allowed: true });
    // The first request leaves the window at 60 s; refused requests do not extend it.
    expect(limiter.hit('a', 59_999)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(limiter.hit('a', 60_000)).toEqual({ allowed: true });
    expect(limiter.hit('a', 60_001)).toEqual({ allowed: false, retryAfterSeconds: 10 });
  });

  it('forgets the stalest addresses beyond maxKeys, so memory stays bounded', () => {
    const limiter = createRateLimiter({ max: 1, windowMs: 60_000, maxKeys: 2 });
    limiter.hit('a', 0);
    limiter.hit('b', 1);
    limiter.hit('c', 2);
    expect(limiter.hit('b', 3).allowed).toBe(false);
    expect(limiter.hit('a', 4).allowed).toBe(true);
  });
});

describe('clientKey', () => {
  const req = (headers: Record<string, string>) => new Request('http://localhost/', { headers });

  it('prefers the platform, then its connection header, then the first forwarded hop', () => {
    const all = { 'x-nf-client-connection-ip': '192.0.2.2', 'x-forwarded-for': '192.0.2.3, 10.0.0.1' };
    expect(clientKey(req(all), '192.0.2.1')).toBe('192.0.2.1');
    expect(clientKey(req(all))).toBe('192.0.2.2');
    expect(clientKey(req({ 'x-forwarded-for': ' 192.0.2.3 , 10.0.0.1' }))).toBe('192.0.2.3');
    expect(clientKey(req({}))).toBe('unknown');
    expect(clientKey(req({ 'x-forwarded-for': ',' }), '')).toBe('unknown');
  });
});

describe('rateLimitFromEnv', () => {
  it('takes CONTACT_RATE_LIMIT when it is a whole number from 1, and the default otherwise', () => {
    expect(rateLimitFromEnv({ CONTACT_RATE_LIMIT: '1000' })).toEqual({ max: 1000 });
    expect(rateLimitFromEnv({ CONTACT_RATE_LIMIT: ' 12 ' })).toEqual({ max: 12 });
    for (const value of [undefined, '', ' ', '0', '-3', '2.5', 'many', 'Infinity'])
      expect(rateLimitFromEnv({ CONTACT_RATE_LIMIT: value })).toEqual({});
  });
});
