import { ERRORS, type OrderPreview } from '@scenic/contracts';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError } from './request';

/**
 * Why a code does not apply (wrong, expired, used up, not for this basket or date, below its
 * minimum spend, used already, too many tries): the checkout shows the server's message under the
 * code's field, so the request client shows no toast for them.
 */
export const PROMO_REFUSAL_CODES: readonly number[] = [
  ERRORS.promoCodeInvalid.code,
  ERRORS.promoCodeExpired.code,
  ERRORS.promoCodeUsedUp.code,
  ERRORS.promoCodeNotForBasket.code,
  ERRORS.promoCodeMinSpend.code,
  ERRORS.promoCodeAlreadyUsed.code,
  ERRORS.promoCodeTooManyTries.code,
];

/** The server's (localised) reason a code does not apply, or null for any other failure. */
export function promoRefusal(error: unknown): string | null {
  return error instanceof ApiError && PROMO_REFUSAL_CODES.includes(error.code)
    ? error.message
    : null;
}

export interface PromoCode {
  /** What is typed in the field. */
  text: string;
  setText: (text: string) => void;
  /** Applies what is typed: the server prices the basket with it. */
  apply: () => void;
  /** Takes the code off; the order is placed at list prices. */
  remove: () => void;
  /** The server's price of the basket as it is now, with the code; null without one. */
  applied: OrderPreview | null;
  /** The server is pricing the basket with the code (applied, or changed since). */
  checking: boolean;
  /** A code waits for the basket to be complete (a date and tickets) before it is priced. */
  waiting: boolean;
  /** Why the code last tried does not apply, as the server said it. */
  error: string | null;
  /**
   * For the order's own refusal: a code refused when the order is placed (its last use taken
   * meanwhile) is dropped and its reason shown like a preview's. True when the error was that.
   */
  refused: (error: unknown) => boolean;
}

/**
 * A promotion code at checkout (decision 040). The saving is never worked out here: the server
 * prices the basket with the code (the preview call) and the checkout shows its answer. The answer
 * belongs to the basket it priced: once the date, slot, items or quantities change, nothing is
 * shown until the server has priced the new basket, so a saving on screen is never stale. A code
 * refused is dropped (the order can still be placed without it) and not asked about again by
 * itself, so changing a quantity does not count as another wrong try.
 *
 * `basket` is what sets the order's price, exactly as the order would send it, or null while it is
 * incomplete; `initial` is a code typed before logging in.
 */
export function usePromoCode<Basket extends object>(
  basket: Basket | null,
  preview: (body: Basket & { promoCode: string }) => Promise<OrderPreview>,
  initial = '',
): PromoCode {
  const key = basket === null ? null : JSON.stringify(basket);
  const [text, setTyped] = useState(initial);
  // The code the visitor applied, until removed or refused.
  const [code, setCode] = useState<string | null>(initial.trim() || null);
  const [priced, setPriced] = useState<{ key: string; code: string; answer: OrderPreview } | null>(
    null,
  );
  const [error, setError] = useState<string | null>(null);
  const { mutate } = useMutation({
    mutationFn: (asked: { key: string; code: string }) =>
      preview({ ...(JSON.parse(asked.key) as Basket), promoCode: asked.code }),
  });

  // The basket (or the code) changed: ask the server again. Only the latest question's callbacks
  // run, so an answer for an older basket never lands on a newer one.
  useEffect(() => {
    if (code === null || key === null) return;
    mutate(
      { key, code },
      {
        onSuccess: (answer) => setPriced({ key, code, answer }),
        onError: (failure) => {
          setCode(null);
          setPriced(null);
          setError(promoRefusal(failure));
        },
      },
    );
  }, [key, code, mutate]);

  const fresh = priced !== null && priced.key === key && priced.code === code;
  const drop = (reason: string | null) => {
    setCode(null);
    setPriced(null);
    setError(reason);
  };
  return {
    text,
    setText: (next) => {
      setTyped(next);
      setError(null);
    },
    apply: () => {
      const typed = text.trim();
      setError(null);
      // A refused code was dropped, so applying it again asks again.
      if (typed) setCode(typed);
    },
    remove: () => {
      setTyped('');
      drop(null);
    },
    applied: fresh ? priced.answer : null,
    checking: code !== null && key !== null && !fresh,
    waiting: code !== null && key === null,
    error,
    refused: (failure) => {
      const reason = promoRefusal(failure);
      if (reason) drop(reason);
      return reason !== null;
    },
  };
}
