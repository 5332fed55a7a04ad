import {
  ERROR_CODE,
  type GiftCardEntryKind,
  type GiftCardStatus,
  isValidationMessageKey,
  type Locale,
  normaliseGiftCardCode,
  showGiftCardCode,
  VALIDATION_MESSAGES,
  validationMessage,
} from '@scenic/contracts';
import { ApiError } from '#console/lib/request.ts';

export const STATUS_COLOURS: Record<GiftCardStatus, string> = {
  active: 'green',
  spent: 'default',
  expired: 'orange',
  void: 'red',
};

export const ENTRY_COLOURS: Record<GiftCardEntryKind, string> = {
  issue: 'blue',
  redeem: 'default',
  refund: 'cyan',
  release: 'cyan',
  expire: 'orange',
  void: 'red',
};

/** A card's code as staff read it out: groups of four, however it came. */
export const cardCode = (code: string) => showGiftCardCode(normaliseGiftCardCode(code));

/** A ledger amount with its sign in front of the currency: "+RM 50.00", "−RM 20.00". */
export function signedRm(amount: string): string {
  if (amount.startsWith('-')) return `−RM ${amount.slice(1)}`;
  return Number(amount) === 0 ? `RM ${amount}` : `+RM ${amount}`;
}

/** The fields of the gift-card forms (issue, void, settings) a message can stand under. */
export type GiftCardField = 'amount' | 'reason' | 'validityMonths';

const FIELD_OF_KEY: Partial<Record<string, GiftCardField>> = {
  giftCardAmountInvalid: 'amount',
  priceInvalid: 'amount',
  giftCardReasonRequired: 'reason',
  textInvalidCharacters: 'reason',
  // Only the reason has a length to go over.
  tooLong: 'reason',
  giftCardValidityInvalid: 'validityMonths',
};

/** Each field's first message, from the issues of a schema the forms are checked with. */
export function fieldErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  language: Locale,
): Partial<Record<GiftCardField, string>> {
  const errors: Partial<Record<GiftCardField, string>> = {};
  for (const issue of issues) {
    const field = FIELD_OF_KEY[issue.message];
    if (field && !errors[field]) errors[field] = validationMessage(issue.message, language);
  }
  return errors;
}

/**
 * The field a refusal of the server is about. Its validation answer names no field, only the
 * message in the staff member's language: the message is matched to the key it was made from.
 */
export function fieldOfMessage(message: string, language: Locale): GiftCardField | null {
  const key = Object.keys(VALIDATION_MESSAGES).find(
    (candidate) =>
      isValidationMessageKey(candidate) && VALIDATION_MESSAGES[candidate][language] === message,
  );
  return (key && FIELD_OF_KEY[key]) || null;
}

/** The field a refusal of a form's call is about; null when it is about none (shown above it). */
export function refusalField(error: unknown, language: Locale): GiftCardField | null {
  return error instanceof ApiError && error.code === ERROR_CODE.validation
    ? fieldOfMessage(error.message, language)
    : null;
}
