import { describe, expect, it } from 'vitest';
import { DEFAULT_SMTP_TIMEOUTS, failureKind, isLoopback, transportOptions } from './mail.ts';

describe('transportOptions', () => {
  it('requires STARTTLS for smtp:// to any relay off this machine, whatever the URL asks', () => {
    const options = transportOptions(
      'smtp://u%40x:p%3Aw@mail.example.com:587?ignoreTLS=true',
      DEFAULT_SMTP_TIMEOUTS,
    );
    expect(options).toMatchObject({ host: 'mail.example.com', port: 587, secure: false, requireTLS: true });
    expect(options.auth).toEqual({ user: 'u@x', pass: 'p:w' });
    expect(options).not.toHaveProperty('ignoreTLS');
  });

  it('uses TLS from the start for smtps://', () => {
    expect(transportOptions('smtps://u:p@mail.example.com', DEFAULT_SMTP_TIMEOUTS)).toMatchObject({
      secure: true,
      port: 465,
      requireTLS: false,
    });
  });

  it('allows plain text only to a loopback relay, and only while the policy allows it', () => {
    expect(transportOptions('smtp://127.0.0.1:2525', DEFAULT_SMTP_TIMEOUTS).requireTLS).toBe(false);
    expect(
      transportOptions('smtp://127.0.0.1:2525', DEFAULT_SMTP_TIMEOUTS, { allowPlainLoopback: false })
        .requireTLS,
    ).toBe(true);
    expect(isLoopback('localhost')).toBe(true);
    expect(isLoopback('[::1]')).toBe(true);
    expect(isLoopback('127.8.0.1')).toBe(true);
    expect(isLoopback('10.0.0.1')).toBe(false);
  });

  it('refuses any other scheme', () => {
    expect(() => transportOptions('http://mail.example.com', DEFAULT_SMTP_TIMEOUTS)).toThrow();
  });
});

describe('failureKind', () => {
  it('retries 4xx replies and an unreachable relay; parks 5xx and missing TLS', () => {
    expect(failureKind({ code: 'EENVELOPE', responseCode: 451 })).toBe('temporary');
    expect(failureKind({ code: 'EMESSAGE', responseCode: 421 })).toBe('temporary');
    expect(failureKind({ code: 'ECONNECTION' })).toBe('temporary');
    expect(failureKind({ code: 'ETIMEDOUT' })).toBe('temporary');
    expect(failureKind({ code: 'EENVELOPE', responseCode: 550 })).toBe('permanent');
    expect(failureKind({ code: 'EAUTH', responseCode: 535 })).toBe('permanent');
    expect(failureKind({ code: 'ETLS' })).toBe('permanent');
  });
});
