import { describe, expect, it } from 'vitest';
import { paymentPageUrl } from './payment';

describe('the payment page address', () => {
  it('carries the visitor’s language, since a page navigation sends no langue header', () => {
    expect(paymentPageUrl('/pay/sandbox/AbCdEf0123456789', 'ma')).toBe(
      '/pay/sandbox/AbCdEf0123456789?lang=ma',
    );
    expect(paymentPageUrl('/pay/stripe/AbCdEf0123456789?x=1', 'zh')).toBe(
      '/pay/stripe/AbCdEf0123456789?x=1&lang=zh',
    );
  });
});
