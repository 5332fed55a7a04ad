import type { GiftCard, GiftCardInput } from '@scenic/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { addGiftCard, canPay, giftCardRefusal, giftCardSplit, useMyGiftCards } from './gift-cards';
import { queryKeys } from './query-keys';

export interface GiftCardChoice {
  /** The visitor's cards that can pay now, to pick from. */
  cards: GiftCard[];
  /** The card number and PIN typed. */
  code: string;
  setCode: (text: string) => void;
  pin: string;
  setPin: (text: string) => void;
  /** Checks the card typed (adding it to the visitor's cards) and, once it is good, uses it. */
  apply: () => void;
  /** Uses one of the visitor's cards. */
  choose: (card: GiftCard) => void;
  /** Takes the card off; the order is paid as usual. */
  remove: () => void;
  /** The card paying, null without one. */
  card: GiftCard | null;
  /** What the order carries as `giftCard`, null without a card. */
  input: GiftCardInput | null;
  /** What the card pays of `total` and what is left to pay; null without a card. */
  split: (total: string) => { card: string; rest: string } | null;
  /** The card typed is being checked. */
  checking: boolean;
  /** Why the card last tried cannot pay, as the server said it. */
  error: string | null;
  /**
   * For the order's own refusal: a card refused when the order is placed (spent meanwhile) is
   * taken off and its reason shown under the field. True when the error was that.
   */
  refused: (error: unknown) => boolean;
}

/**
 * A gift card at checkout (decision 042): one of the visitor's cards, or one typed with its PIN.
 * A card typed is checked by adding it to the visitor's cards, so its balance is known before the
 * order; the server charges it when the order is placed, and the rest is paid as usual.
 */
export function useGiftCard(): GiftCardChoice {
  const queryClient = useQueryClient();
  const mine = useMyGiftCards();
  const [code, setTypedCode] = useState('');
  const [pin, setTypedPin] = useState('');
  const [chosen, setChosen] = useState<{ card: GiftCard; input: GiftCardInput } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const add = useMutation({ mutationFn: addGiftCard });
  const refreshMine = () =>
    void queryClient.invalidateQueries({ queryKey: queryKeys.giftCards.all });

  return {
    cards: (mine.data ?? []).filter(canPay),
    code,
    setCode: (text) => {
      setTypedCode(text);
      setError(null);
    },
    pin,
    setPin: (text) => {
      setTypedPin(text);
      setError(null);
    },
    apply: () => {
      const typed = { code: code.trim(), pin: pin.trim() };
      if (!typed.code || add.isPending) return;
      setError(null);
      add.mutate(typed, {
        onSuccess: (card) => {
          setChosen({ card, input: typed });
          setTypedCode('');
          setTypedPin('');
          refreshMine();
        },
        // Any other failure was shown by the request client; what was typed stays.
        onError: (failure) => setError(giftCardRefusal(failure)),
      });
    },
    choose: (card) => {
      setError(null);
      setChosen({ card, input: { code: card.code, pin: card.pin } });
    },
    remove: () => {
      setChosen(null);
      setError(null);
    },
    card: chosen?.card ?? null,
    input: chosen?.input ?? null,
    split: (total) => (chosen ? giftCardSplit(chosen.card.balance, total) : null),
    checking: add.isPending,
    error,
    refused: (failure) => {
      const reason = giftCardRefusal(failure);
      if (!reason) return false;
      setChosen(null);
      setError(reason);
      refreshMine();
      return true;
    },
  };
}
