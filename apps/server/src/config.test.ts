import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('starts with safe embedded defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 8080,
      API_PREFIX: '/api',
      PAYMENT_PROVIDER: 'sandbox',
      SQLITE_SYNCHRONOUS: 'FULL',
      SEED_DEMO: true,
      WEATHER_PROVIDER: 'open-meteo',
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.S3_BUCKET).toBeUndefined();
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', S3_BUCKET: '' }).DATABASE_URL).toBeUndefined();
  });

  it('fails fast, naming the variable, on a bad value or an incomplete provider', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(ConfigError);
    expect(() => loadConfig({ S3_BUCKET: 'originals' })).toThrow(
      /S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
    );
    const keys = { S3_BUCKET: 'originals', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' };
    expect(() => loadConfig(keys)).toThrow(/S3_REGION/);
    expect(loadConfig({ ...keys, S3_REGION: 'ap-southeast-1' }).S3_PREFIX).toBe('originals/');
    expect(loadConfig({ ...keys, S3_ENDPOINT: 'http://127.0.0.1:9000' }).S3_REGION).toBe('auto');
  });

  it('sends SMS through Twilio only with its account, token and a sender', () => {
    expect(loadConfig({}).SMS_PROVIDER).toBe('outbox');
    const account = {
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: `AC${'a'.repeat(32)}`,
      TWILIO_AUTH_TOKEN: 'b'.repeat(32),
    };
    expect(() => loadConfig({ SMS_PROVIDER: 'twilio' })).toThrow(
      /TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN/,
    );
    expect(() => loadConfig(account)).toThrow(/TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID/);
    expect(() => loadConfig({ ...account, TWILIO_FROM: '0123456789' })).toThrow(/TWILIO_FROM/);
    expect(loadConfig({ ...account, TWILIO_FROM: '+14155550100' }).TWILIO_FROM).toBe(
      '+14155550100',
    );
    expect(() => loadConfig({ MESSAGE_TIMEOUT_MS: '60000' })).toThrow(/MESSAGE_TIMEOUT_MS/);
  });

  it('reads the blocked e-mail domains as a list and refuses what is not a domain', () => {
    expect(loadConfig({}).BLOCKED_EMAIL_DOMAINS).toEqual([]);
    expect(
      loadConfig({ BLOCKED_EMAIL_DOMAINS: ' Spam.Example, @other.example ,' })
        .BLOCKED_EMAIL_DOMAINS,
    ).toEqual(['spam.example', 'other.example']);
    expect(() => loadConfig({ BLOCKED_EMAIL_DOMAINS: 'spam.example;other' })).toThrow(
      /BLOCKED_EMAIL_DOMAINS/,
    );
  });

  it('refuses to take payments on the sandbox in production unless told to', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /PAYMENT_PROVIDER is "sandbox".*NODE_ENV=production/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' })).toThrow(
      /ALLOW_SANDBOX_PAYMENTS=true/,
    );
    const staging = loadConfig({ NODE_ENV: 'production', ALLOW_SANDBOX_PAYMENTS: 'true' });
    expect(staging.PAYMENT_PROVIDER).toBe('sandbox');
    const live = loadConfig({
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      PUBLIC_URL: 'https://tickets.example.com',
    });
    expect(live.PAYMENT_PROVIDER).toBe('stripe');
    // A fresh clone's `npm start` and the tests set no NODE_ENV=production: the sandbox runs.
    expect(loadConfig({}).PAYMENT_PROVIDER).toBe('sandbox');
    expect(loadConfig({ NODE_ENV: 'development' }).PAYMENT_PROVIDER).toBe('sandbox');
  });

  it('takes payments through Curlec only with its key, key secret and webhook secret', () => {
    const curlec = {
      PAYMENT_PROVIDER: 'curlec',
      CURLEC_KEY_ID: 'rzp_test_x',
      CURLEC_KEY_SECRET: 'secret_x',
      CURLEC_WEBHOOK_SECRET: 'webhook_x',
    };
    for (const missing of ['CURLEC_KEY_ID', 'CURLEC_KEY_SECRET', 'CURLEC_WEBHOOK_SECRET']) {
      expect(() => loadConfig({ ...curlec, [missing]: '' }), missing).toThrow(
        /PAYMENT_PROVIDER=curlec needs CURLEC_KEY_ID, CURLEC_KEY_SECRET and CURLEC_WEBHOOK_SECRET/,
      );
    }
    expect(loadConfig(curlec).PAYMENT_PROVIDER).toBe('curlec');
    expect(() => loadConfig({ ...curlec, CURLEC_API_BASE: 'not an address' })).toThrow(
      /CURLEC_API_BASE/,
    );
    expect(() => loadConfig({ ...curlec, NODE_ENV: 'production' })).toThrow(
      /PAYMENT_PROVIDER=curlec with NODE_ENV=production needs PUBLIC_URL/,
    );
    const live = { ...curlec, NODE_ENV: 'production', PUBLIC_URL: 'https://tickets.example.com' };
    expect(loadConfig(live).CURLEC_API_BASE).toBeUndefined();
  });

  it('will not take real payments in production without PUBLIC_URL to send visitors back to', () => {
    const stripe = {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    };
    expect(() => loadConfig({ ...stripe, NODE_ENV: 'production' })).toThrow(
      /PAYMENT_PROVIDER=stripe with NODE_ENV=production needs PUBLIC_URL/,
    );
    // Elsewhere (a developer's machine) the server answers for local and private hosts only.
    expect(loadConfig(stripe).PUBLIC_URL).toBeUndefined();
  });

  it('takes PUBLIC_URL as a whole http(s) address only, without its final slash', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://tickets.example.com/' }).PUBLIC_URL).toBe(
      'https://tickets.example.com',
    );
    expect(loadConfig({ PUBLIC_URL: 'http://192.168.1.20:8080/park' }).PUBLIC_URL).toBe(
      'http://192.168.1.20:8080/park',
    );
    for (const bad of [
      'tickets.example.com',
      'javascript:alert(1)',
      'ftp://tickets.example.com',
      'https://user:pw@tickets.example.com',
      'https://tickets.example.com/?from=x',
      'https://tickets.example.com/#top',
    ]) {
      expect(() => loadConfig({ PUBLIC_URL: bad }), bad).toThrow(/PUBLIC_URL/);
    }
  });

  it('holds back hoarders and code sprayers by default, and never below one full order', () => {
    expect(loadConfig({})).toMatchObject({
      UNPAID_ORDERS_PER_VISITOR: 3,
      UNPAID_PLACES_PER_DATE: 20,
      LOGIN_CODES_PER_ADDRESS_HOUR: 1000,
      LOGIN_CODES_UNUSED_PER_ADDRESS_HOUR: 100,
    });
    expect(() => loadConfig({ UNPAID_PLACES_PER_DATE: '10' })).toThrow(
      /UNPAID_PLACES_PER_DATE must be at least 20/,
    );
    expect(() => loadConfig({ UNPAID_ORDERS_PER_VISITOR: '0' })).toThrow(
      /UNPAID_ORDERS_PER_VISITOR/,
    );
    expect(() => loadConfig({ LOGIN_CODES_UNUSED_PER_ADDRESS_HOUR: 'many' })).toThrow(
      /LOGIN_CODES_UNUSED_PER_ADDRESS_HOUR/,
    );
  });
});
