import { describe, expect, it } from 'vitest';
import { isDisposableEmail } from '../common/validation.ts';
import { isPhoneForArea, nationalNumber, sendCodeBodySchema } from './auth.ts';

describe('the phone number a code goes to', () => {
  it('is one number however the visitor types it', () => {
    for (const typed of ['012-345 6789', '(012) 345.6789', '12 345 6789', '0123456789']) {
      expect(nationalNumber(typed)).toBe('123456789');
    }
    const body = sendCodeBodySchema.parse({ type: 'phone', areaCode: '+60', phone: '012-3456789' });
    expect(body).toEqual({ type: 'phone', areaCode: '+60', phone: '123456789' });
  });

  it('fits in E.164 with its area code (15 digits at most)', () => {
    expect(isPhoneForArea('+60', '12345678901234')).toBe(false);
    expect(isPhoneForArea('+60', '1234567890123')).toBe(true);
    expect(isPhoneForArea('+852', '12345678901')).toBe(true);
    expect(isPhoneForArea('+852', '123456789012')).toBe(true);
    expect(isPhoneForArea('+852', '1234567890123')).toBe(false);
  });
});

describe('disposable e-mail addresses', () => {
  it('are known by their domain and the domains under it, in any case', () => {
    expect(isDisposableEmail('a@mailinator.com')).toBe(true);
    expect(isDisposableEmail('a@Inbox.YopMail.com')).toBe(true);
    expect(isDisposableEmail('a@mailinator.com.my')).toBe(false);
    expect(isDisposableEmail('a@notmailinator.com')).toBe(false);
    expect(isDisposableEmail('mailinator.com')).toBe(false);
  });
});
