import { describe, expect, it } from 'vitest';
import { giftCard } from '#web/test/generators.ts';
import { canPay, cardNumber, giftCardSplit } from './gift-cards';

describe('gift cards', () => {
  it('pay what they can of a total: all of it, or their whole balance', () => {
    expect(giftCardSplit('50.00', '110.00')).toEqual({ card: '50.00', rest: '60.00' });
    expect(giftCardSplit('100.00', '25.50')).toEqual({ card: '25.50', rest: '0.00' });
    expect(giftCardSplit('0.10', '0.30')).toEqual({ card: '0.10', rest: '0.20' });
  });

  it('pay only when held, active and not empty', () => {
    expect(canPay(giftCard())).toBe(true);
    expect(canPay(giftCard({ mine: 'bought' }))).toBe(false);
    expect(canPay(giftCard({ mine: 'given' }))).toBe(false);
    expect(canPay(giftCard({ status: 'expired' }))).toBe(false);
    expect(canPay(giftCard({ balance: '0.00', status: 'spent' }))).toBe(false);
  });

  it('read in groups of four, however they were typed', () => {
    expect(cardNumber('k7qm 3xpa-9d2f ht4w')).toBe('K7QM-3XPA-9D2F-HT4W');
  });
});
