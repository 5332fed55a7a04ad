import {
  ERROR_CODE,
  issueGiftCardBodySchema,
  VALIDATION_MESSAGES,
  voidGiftCardBodySchema,
} from '@scenic/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '#console/lib/request.ts';
import { cardCode, fieldErrors, fieldOfMessage, refusalField, signedRm } from './gift-card-values';

describe('gift cards as staff read them', () => {
  it('shows a code in groups of four, however it was stored', () => {
    expect(cardCode('k7qm3xpa9d2fht4w')).toBe('K7QM-3XPA-9D2F-HT4W');
    expect(cardCode('K7QM-3XPA-9D2F-HT4W')).toBe('K7QM-3XPA-9D2F-HT4W');
  });

  it('signs a ledger amount before its currency', () => {
    expect(signedRm('50.00')).toBe('+RM 50.00');
    expect(signedRm('-20.00')).toBe('−RM 20.00');
    expect(signedRm('0.00')).toBe('RM 0.00');
  });
});

describe('the gift-card forms and their messages', () => {
  it('puts each schema issue under the field it is about, in the staff member’s language', () => {
    const issue = issueGiftCardBodySchema.safeParse({ amount: '9000', reason: 'x' });
    expect(issue.success).toBe(false);
    expect(fieldErrors(issue.error?.issues ?? [], 'en')).toEqual({
      amount: 'Enter an amount from RM 1 to RM 5000',
      reason: 'Say why (at least 3 characters)',
    });
    const voiding = voidGiftCardBodySchema.safeParse({ id: 3, reason: '' });
    expect(fieldErrors(voiding.error?.issues ?? [], 'ma')).toEqual({
      reason: VALIDATION_MESSAGES.giftCardReasonRequired.ma,
    });
  });

  it('finds the field of a server refusal from its message', () => {
    expect(fieldOfMessage(VALIDATION_MESSAGES.giftCardAmountInvalid.zh, 'zh')).toBe('amount');
    expect(fieldOfMessage(VALIDATION_MESSAGES.giftCardValidityInvalid.en, 'en')).toBe(
      'validityMonths',
    );
    expect(fieldOfMessage('Something else', 'en')).toBeNull();
    const refused = new ApiError(
      ERROR_CODE.validation,
      VALIDATION_MESSAGES.giftCardReasonRequired.en,
    );
    expect(refusalField(refused, 'en')).toBe('reason');
    // Any other refusal is about the whole form, not a field.
    const voided = new ApiError(ERROR_CODE.giftCardAlreadyVoid, 'It is void already');
    expect(refusalField(voided, 'en')).toBeNull();
  });
});
