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
