import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from './i18n.ts';
import { gatewayName, methodName, paymentState } from './payment-labels.ts';

describe('payments as staff read them', () => {
  beforeAll(async () => {
    await initI18n('en');
  });

  it('names gateways and methods in words, and keeps an unknown one as it came', () => {
    expect(gatewayName(i18n.t, 'sandbox')).toBe('Sandbox (test payments, no money taken)');
    expect(gatewayName(i18n.t, 'stripe')).toBe('Stripe');
    expect(methodName(i18n.t, 'fpx')).toBe('FPX online banking');
    expect(methodName(i18n.t, 'sandbox')).toBe('Test payment');
    expect(methodName(i18n.t, 'giftcard')).toBe('Gift card');
    expect(gatewayName(i18n.t, 'giftcard')).toBe('Gift card');
    expect(gatewayName(i18n.t, 'curlec')).toBe('Curlec');
    expect(methodName(i18n.t, 'touchngo')).toBe("Touch 'n Go eWallet");
    expect(methodName(i18n.t, 'boost')).toBe('Boost');
    expect(methodName(i18n.t, 'duitnow')).toBe('DuitNow QR');
    expect(methodName(i18n.t, 'curlec')).toBe('Online payment');
    expect(methodName(i18n.t, 'alipay')).toBe('alipay');
    expect(methodName(i18n.t, '')).toBe('—');
  });

  it('reads a paid payment refunded in full as refunded, in part as partly refunded', () => {
    const paid = { status: 'succeeded', amount: '100.00', refunded: '0.00' };
    expect(paymentState(paid)).toBe('succeeded');
    expect(paymentState({ ...paid, refunded: '40.00' })).toBe('partlyRefunded');
    expect(paymentState({ ...paid, refunded: '100.00' })).toBe('refunded');
    expect(paymentState({ ...paid, status: 'failed' })).toBe('failed');
  });
});
