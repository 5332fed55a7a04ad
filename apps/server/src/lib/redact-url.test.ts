import { describe, expect, it } from 'vitest';
import { isHiddenParam, redactUrl } from './redact-url.ts';

describe('what a log keeps of a request address', () => {
  it('hides every parameter named like a secret, however the name is written', () => {
    for (const name of [
      'token',
      'access_token',
      'accessToken',
      'AccessToken',
      'accesstoken',
      'refresh-token',
      'id_token',
      'x-staff-token',
      'X-Staff-Token',
      'xStaffToken',
      'key',
      'api_key',
      'api-key',
      'apiKey',
      'APIKey',
      'APIKEY',
      'x-staff-key',
      'x_api_key',
      'auth',
      'Auth',
      'auth_code',
      'authorization',
      'oauth_token',
      'session',
      'session_id',
      'sessionId',
      'PHPSESSID',
      'sid',
      'secret',
      'client_secret',
      'clientSecret',
      'password',
      'Password',
      'user[password]',
      'new_password',
      'passwd',
      'pass',
      'pwd',
      'pw',
      'passphrase',
      'code',
      'verificationCode',
      'otp',
      'otp_code',
      'pin',
      'sig',
      'signature',
      'X-Amz-Signature',
      'credential',
      'credentials',
      'X-Amz-Credential',
      'jwt',
      'bearer',
      'cookie',
      'hmac',
      'nonce',
      'private_key',
    ]) {
      expect(isHiddenParam(name), name).toBe(true);
    }
  });

  it('hides what visitors typed about themselves or were looked up by', () => {
    for (const name of ['keyword', 'q', 'search', 'contact', 'recipient', 'email', 'phone']) {
      expect(isHiddenParam(name), name).toBe(true);
    }
  });

  it('keeps the parameters that say what was asked for, and words that only contain a secret one', () => {
    for (const name of [
      'id',
      'ids',
      'lang',
      'langue',
      'page',
      'limit',
      'date',
      'from',
      'to',
      'kind',
      'type',
      'typeId',
      'status',
      'state',
      'slot',
      'slotId',
      'sort',
      'staffId',
      'action',
      'orderNo',
      'goodsId',
      'visitFrom',
      'w',
      'monkey',
      'spin',
      'design',
      'compass',
      'author',
      'hotpot',
      'pinned',
    ]) {
      expect(isHiddenParam(name), name).toBe(false);
    }
  });

  it('hides the values and keeps the rest of the address', () => {
    expect(redactUrl('/a?code=123456&page=2')).toBe('/a?code=%5Bredacted%5D&page=2');
    expect(redactUrl('/a?access_token=abc&x-staff-token=def&lang=en')).toBe(
      '/a?access_token=%5Bredacted%5D&x-staff-token=%5Bredacted%5D&lang=en',
    );
    expect(redactUrl('/a?key=1&key=2&id=3')).toBe('/a?key=%5Bredacted%5D&id=3');
    expect(redactUrl('/a?%61pi_key=s3cr3t')).not.toContain('s3cr3t');
    expect(redactUrl('/a')).toBe('/a');
    expect(redactUrl('/api/files/scenery/eyJzIjoxfQ.c2lnbmF0dXJl')).toBe(
      '/api/files/scenery/[redacted]',
    );
    expect(redactUrl('/pay/sandbox/Zm9vYmFy?lang=en')).toBe('/pay/sandbox/[redacted]?lang=en');
    expect(redactUrl('/pay/stripe/Zm9vYmFy/return?session_id=cs_1')).toBe(
      '/pay/stripe/[redacted]/return?session_id=%5Bredacted%5D',
    );
  });
});
