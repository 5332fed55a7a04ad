import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { redactUrl } from '#server/lib/redact-url.ts';
import { loggerOptions } from '#server/logger.ts';
import { parseSessionToken } from '#server/plugins/auth.ts';
import { call } from './call.ts';
import { createTestApp, type TestApp } from './test-app.ts';

// Security headers and logging do not depend on the database engine, so these run on SQLite.
const sqlite = { name: 'sqlite' as const };

describe('security', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('sends a strict content security policy with pages and the usual hardening headers', async () => {
    t = await createTestApp(sqlite);
    const response = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');

    // JSON answers keep the headers that matter for them, without the document-only ones.
    const api = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(api.headers['content-security-policy']).toBeUndefined();
  });

  it('asks browsers to insist on HTTPS only over HTTPS, trusting X-Forwarded-Proto only behind a proxy', async () => {
    const hsts = async (headers: Record<string, string> = {}) =>
      (await t?.app.inject({ method: 'GET', url: '/api/health', headers }))?.headers[
        'strict-transport-security'
      ];
    t = await createTestApp(sqlite);
    // Plain HTTP, as the embedded mode on a LAN: a browser would pin the site to HTTPS it lacks.
    expect(await hsts()).toBeUndefined();
    // Without TRUST_PROXY anyone can send the header: it proves nothing.
    expect(await hsts({ 'x-forwarded-proto': 'https' })).toBeUndefined();
    await t.close();

    t = await createTestApp(sqlite, { env: { TRUST_PROXY: 'true' } });
    expect(await hsts({ 'x-forwarded-proto': 'https' })).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(await hsts({ 'x-forwarded-proto': 'http' })).toBeUndefined();
    const page = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(page.headers['strict-transport-security']).toContain('max-age=31536000');
  });

  it('rate limits an address with a localized envelope', async () => {
    t = await createTestApp(sqlite, { env: { RATE_LIMIT_MAX: '3' } });
    const app = t.app;
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) {
      codes.push((await call(app, 'GET', '/index/index/getNoticet', { langue: 'en' })).json.code);
    }
    expect(codes).toEqual([0, 0, 0, 1004, 1004]);
    const limited = await call(app, 'GET', '/index/index/getNoticet', { langue: 'en' });
    expect(limited.json.msg).toBe('Too many requests, please try again later');
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('rate limits a signed-out caller of a login-only call too', async () => {
    t = await createTestApp(sqlite, { env: { RATE_LIMIT_MAX: '3' } });
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) {
      const answer = await call(t.app, 'POST', '/index/order/createTicketOrder', {
        body: {},
        headers: { token: `made-up-token-${i}-abcdefghijklmnop` },
      });
      codes.push(answer.json.code);
    }
    expect(codes).toEqual([1001, 1001, 1001, 1004, 1004]);
  });

  it('limits sign-in calls per address more tightly than the rest', async () => {
    t = await createTestApp(sqlite, { env: { AUTH_RATE_LIMIT_MAX: '3' } });
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      const body = { type: 'email', email: 'guess@example.com', code: String(100000 + i) };
      codes.push((await call(t.app, 'POST', '/index/login/login', { body })).json.code);
    }
    expect(codes).toEqual([2001, 2001, 2001, 1004]);
    expect((await call(t.app, 'GET', '/index/index/getNoticet')).json.code).toBe(0);
  });

  // Runs where a Redis server is given (.ci/run always gives one); without it there is nothing to share.
  it.runIf(process.env.TEST_REDIS_URL)(
    'shares the limit between instances through Redis',
    async () => {
      const env = {
        RATE_LIMIT_MAX: '3',
        REDIS_URL: process.env.TEST_REDIS_URL ?? '',
        REDIS_KEY_PREFIX: `test-${Math.random().toString(36).slice(2)}:`,
      };
      t = await createTestApp(sqlite, { env });
      const second = await createTestApp(sqlite, { env });
      try {
        const codes: number[] = [];
        for (const app of [t.app, second.app, t.app, second.app]) {
          codes.push((await call(app, 'GET', '/index/index/getNoticet')).json.code);
        }
        expect(codes).toEqual([0, 0, 0, 1004]);
      } finally {
        await second.close();
      }
    },
  );

  it('never writes tokens or codes to the request log', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    t = await createTestApp(sqlite, {
      logger: { ...(loggerOptions('info') as object), stream },
    });
    const token = 'SeCrEtToKeN_abcdefghijklmnop';
    await call(t.app, 'GET', '/index/index/getNoticet?code=918273&token=zzz-secret-zzz', {
      headers: { token, authorization: 'Bearer hunter2hunter2' },
    });
    // Named like secrets in other ways: each value must stay out, the harmless ones stay in.
    const named = ['access_token', 'key', 'auth', 'session', 'x-staff-token', 'apiKey', 'pwd'];
    const query = named.map((name, index) => `${name}=leak${index}leak`).join('&');
    await call(t.app, 'GET', `/index/index/getNoticet?${query}&lang=en&page=2`);
    await call(t.app, 'GET', `/index/index/nope?${query}`);
    const log = lines.join('\n');
    expect(log).toContain('/api/index/index/getNoticet');
    expect(log).not.toContain(token);
    expect(log).not.toContain('918273');
    expect(log).not.toContain('zzz-secret-zzz');
    expect(log).not.toContain('hunter2');
    expect(log).not.toMatch(/leak\d+leak/);
    expect(log).toContain('lang=en&page=2');
  });

  it('redacts secret query parameters and keeps the others', () => {
    expect(redactUrl('/a?code=123456&page=2')).toBe('/a?code=%5Bredacted%5D&page=2');
    expect(redactUrl('/a')).toBe('/a');
    expect(redactUrl('/api/files/scenery/eyJzIjoxfQ.c2lnbmF0dXJl')).toBe(
      '/api/files/scenery/[redacted]',
    );
    expect(redactUrl('/pay/sandbox/Zm9vYmFy?lang=en')).toBe('/pay/sandbox/[redacted]?lang=en');
  });

  it('accepts only well-formed session tokens', () => {
    expect(parseSessionToken('abcdefghijklmnopqrstuvwxyz012345')).toBe(
      'abcdefghijklmnopqrstuvwxyz012345',
    );
    expect(parseSessionToken('short')).toBeNull();
    expect(parseSessionToken('<script>alert(1)</script>aaaaaaaaaa')).toBeNull();
    expect(parseSessionToken(undefined)).toBeNull();
    expect(parseSessionToken('x'.repeat(500))).toBeNull();
  });
});
