import { createSign, generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOrCreateVisitor } from '#server/modules/auth/repository.ts';
import { call } from '#test/call.ts';
import { enginesUnderTest } from '#test/engines.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { facebookVerifier } from './facebook.ts';
import { googleVerifier } from './google.ts';

const CLIENT_ID = 'test-client.apps.googleusercontent.com';
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const KID = 'test-key';
const certs = async () => ({ [KID]: publicKey.export({ type: 'spki', format: 'pem' }).toString() });

/** A Google-style ID token signed with our own test key (never Google's, never the network). */
function googleToken(claims: Record<string, unknown>, key = privateKey): string {
  const now = Math.floor(Date.now() / 1000);
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const body = `${encode({ alg: 'RS256', kid: KID, typ: 'JWT' })}.${encode({
    iss: 'https://accounts.google.com',
    aud: CLIENT_ID,
    iat: now,
    exp: now + 600,
    ...claims,
  })}`;
  const signature = createSign('RSA-SHA256').update(body).sign(key).toString('base64url');
  return `${body}.${signature}`;
}

describe('Google ID token check', () => {
  const verifier = googleVerifier(CLIENT_ID, certs);

  it('accepts a token signed by the published key for our client id', async () => {
    const identity = await verifier.verify(
      googleToken({ sub: '1001', email: 'Ana@Example.com', email_verified: true, name: 'Ana' }),
    );
    expect(identity).toEqual({ id: '1001', email: 'ana@example.com', name: 'Ana' });
  });

  it('refuses another audience, an expired token, a foreign signature and an unverified address', async () => {
    await expect(verifier.verify(googleToken({ sub: '1', aud: 'someone-else' }))).rejects.toThrow();
    await expect(
      verifier.verify(googleToken({ sub: '1', exp: Math.floor(Date.now() / 1000) - 3600 })),
    ).rejects.toThrow();
    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    await expect(verifier.verify(googleToken({ sub: '1' }, stranger))).rejects.toThrow();
    const unverified = await verifier.verify(
      googleToken({ sub: '2', email: 'x@example.com', email_verified: false }),
    );
    expect(unverified.email).toBeUndefined();
  });
});

describe('Facebook token check', () => {
  let server: Server;
  let graphUrl = '';
  const tokens: Record<string, { app_id: string; user_id: string; is_valid: boolean }> = {
    good: { app_id: 'fb-app', user_id: '77', is_valid: true },
    otherApp: { app_id: 'another-app', user_id: '78', is_valid: true },
    revoked: { app_id: 'fb-app', user_id: '79', is_valid: false },
  };
  beforeAll(async () => {
    server = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://graph');
      response.setHeader('content-type', 'application/json');
      if (url.pathname === '/debug_token') {
        if (url.searchParams.get('access_token') !== 'fb-app|fb-secret') {
          response.statusCode = 400;
          return response.end('{}');
        }
        const data = tokens[url.searchParams.get('input_token') ?? ''];
        return response.end(
          JSON.stringify({ data: data ?? { is_valid: false, app_id: '', user_id: '' } }),
        );
      }
      if (url.pathname === '/me') {
        const data = tokens[url.searchParams.get('access_token') ?? ''];
        return response.end(
          JSON.stringify({ id: data?.user_id ?? '0', name: 'Budi', email: 'budi@example.com' }),
        );
      }
      response.statusCode = 404;
      response.end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    graphUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('accepts a valid token of our app and reads the profile', async () => {
    const verifier = facebookVerifier({ appId: 'fb-app', appSecret: 'fb-secret', graphUrl });
    expect(await verifier.verify('good')).toEqual({
      id: '77',
      name: 'Budi',
      email: 'budi@example.com',
    });
  });

  it("refuses another app's token and a revoked one", async () => {
    const verifier = facebookVerifier({ appId: 'fb-app', appSecret: 'fb-secret', graphUrl });
    await expect(verifier.verify('otherApp')).rejects.toThrow();
    await expect(verifier.verify('revoked')).rejects.toThrow();
  });
});

describe.each(enginesUnderTest())('social login calls on $name', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, {
      env: { GOOGLE_CLIENT_ID: CLIENT_ID },
      social: { google: googleVerifier(CLIENT_ID, certs) },
    });
  });
  afterAll(async () => t.close());

  it('getAppid names the configured providers only', async () => {
    const { json } = await call(t.app, 'GET', '/index/login/getAppid');
    expect(json.data).toEqual({ google: CLIENT_ID, facebook: '' });
  });

  it('google logs in, creating the account once, and signs in the owner of the address', async () => {
    const first = await call(t.app, 'POST', '/index/login/google', {
      body: {
        credential: googleToken({
          sub: 'g-1',
          email: 'gina@example.com',
          email_verified: true,
          name: 'Gina',
        }),
      },
    });
    expect(first.json.code).toBe(0);
    expect(first.json.data.user).toMatchObject({ nickname: 'Gina', email: 'gina@example.com' });
    const again = await call(t.app, 'POST', '/index/login/google', {
      body: {
        credential: googleToken({ sub: 'g-1', email: 'gina@example.com', email_verified: true }),
      },
    });
    expect(again.json.data.user.id).toBe(first.json.data.user.id);
    const me = await call(t.app, 'GET', '/index/user/info', {
      headers: { token: again.json.data.token },
    });
    expect(me.json.data.id).toBe(first.json.data.user.id);
  });

  it('a first sign-in sent several times at once makes one account and signs every try in', async () => {
    const credential = () =>
      googleToken({ sub: 'g-burst', email: 'burst@example.com', email_verified: true });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        call(t.app, 'POST', '/index/login/google', { body: { credential: credential() } }),
      ),
    );
    expect(answers.map((answer) => answer.json.code)).toEqual(Array(8).fill(0));
    expect(new Set(answers.map((answer) => answer.json.data.user.id)).size).toBe(1);
  });

  it('a first Google sign-in whose address another sign-in took a moment earlier still gets in', async () => {
    // The interleaving of such a race, made deterministic: the Google identity's account is
    // created after the address went to an e-mail sign-in that the Google check had not seen.
    await findOrCreateVisitor(
      t.database.db,
      'email',
      'late@example.com',
      {},
      new Date().toISOString(),
    );
    const visitor = await findOrCreateVisitor(
      t.database.db,
      'google_sub',
      'g-late',
      { nickname: 'Late', email: 'late@example.com' },
      new Date().toISOString(),
    );
    expect(visitor).toMatchObject({ google_sub: 'g-late', email: null, nickname: 'Late' });
    // That Google identity keeps signing in to its own account, never an internal error.
    const again = await call(t.app, 'POST', '/index/login/google', {
      body: {
        credential: googleToken({ sub: 'g-late', email: 'late@example.com', email_verified: true }),
      },
    });
    expect(again.json.code).toBe(0);
    expect(again.json.data.user.id).toBe(visitor.id);
  });

  it('refuses a forged token with a clear message, and facebook when not configured', async () => {
    const forged = await call(t.app, 'POST', '/index/login/google', {
      body: { credential: `${googleToken({ sub: 'g-2' }).slice(0, -4)}AAAA` },
      langue: 'en',
    });
    expect(forged.json).toEqual({
      code: 2006,
      msg: 'Your sign-in could not be verified; please try again',
      data: null,
    });
    const facebook = await call(t.app, 'POST', '/index/login/facebook', {
      body: { accessToken: 'whatever-token' },
      langue: 'en',
    });
    expect(facebook.json).toEqual({
      code: 2005,
      msg: 'This sign-in method is not available',
      data: null,
    });
  });
});
