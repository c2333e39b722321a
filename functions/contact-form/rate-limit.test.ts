import { describe, expect, it } from 'vitest';
import { addressBucket, clientKey, createRateLimiter, rateLimitFromEnv } from './rate-limit.ts';

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

describe('addressBucket', () => {
  it('puts the addresses of one IPv6 /64 in one bucket, however they are written', () => {
    const bucket = '2001:db8:1:2::/64';
    for (const address of [
      '2001:db8:1:2::0',
      '2001:db8:1:2::7',
      '2001:0db8:0001:0002:abcd:ef01:2345:6789',
      '2001:DB8:1:2:0:0:0:1',
      '2001:db8:1:2::1%eth0',
    ])
      expect(addressBucket(address)).toBe(bucket);
    expect(addressBucket('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(addressBucket('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressBucket('::1')).toBe('0:0:0:0::/64');
    expect(addressBucket('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
  });

  it('keeps IPv4 addresses whole, IPv4 written as IPv6 included, and anything else as it came', () => {
    expect(addressBucket('192.0.2.1')).toBe('192.0.2.1');
    expect(addressBucket('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(addressBucket('not an address')).toBe('not an address');
  });

  it('limits a whole /64 as one sender', () => {
    const limiter = createRateLimiter({ max: 5, windowMs: 60_000 });
    const allowed = Array.from(
      { length: 8 },
      (_, i) => limiter.hit(clientKey(new Request('http://localhost/'), `2001:db8:1:2::${i}`), 0).allowed,
    );
    expect(allowed.filter(Boolean)).toHaveLength(5);
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
