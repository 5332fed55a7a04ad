import {
  type AddGiftCardBody,
  ERRORS,
  type GiftCard,
  type MyGiftCards,
  normaliseGiftCardCode,
  rmToSen,
  senToRm,
  showGiftCardCode,
} from '@scenic/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from './query-keys';
import { ApiError, request } from './request';
import { useSession } from './session';

/**
 * Why a gift card typed cannot be added or pay (wrong code or PIN, too many tries, another
 * account's, nothing left, expired, cancelled, or the basket holds gift cards): shown under the
 * card's field, so the request client shows no toast for them.
 */
export const GIFT_CARD_REFUSAL_CODES: readonly number[] = [
  ERRORS.giftCardInvalid.code,
  ERRORS.giftCardTooManyTries.code,
  ERRORS.giftCardNotYours.code,
  ERRORS.giftCardEmpty.code,
  ERRORS.giftCardExpired.code,
  ERRORS.giftCardVoid.code,
  ERRORS.giftCardForGiftCard.code,
];

/** The server's (localised) reason a card cannot be used, or null for any other failure. */
export function giftCardRefusal(error: unknown): string | null {
  return error instanceof ApiError && GIFT_CARD_REFUSAL_CODES.includes(error.code)
    ? error.message
    : null;
}

/** The visitor's cards: those they hold, then those they bought to send on, then those given. */
export async function getMyGiftCards(signal?: AbortSignal): Promise<GiftCard[]> {
  const { data } = await request<MyGiftCards>('/index/giftcard/mine', {
    method: 'POST',
    loading: false,
    // A checkout goes on without the list; My centre's page says in place that it failed.
    quiet: true,
    signal,
  });
  return data.list;
}

export const myGiftCardsQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: queryKeys.giftCards.mine(token),
    queryFn: ({ signal }) => getMyGiftCards(signal),
    // Balances change with every order paid: asked again whenever a page needs them.
    staleTime: 0,
    enabled: token !== null,
  });

/** The signed-in visitor's cards (nothing is asked for a visitor not signed in). */
export function useMyGiftCards() {
  const { token } = useSession();
  return useQuery(myGiftCardsQueryOptions(token));
}

/** Adds a card, by its code and PIN, to the visitor's cards; the answer is the card. */
export async function addGiftCard(body: AddGiftCardBody): Promise<GiftCard> {
  const { data } = await request<GiftCard>('/index/giftcard/add', {
    method: 'POST',
    body,
    // The button says it is checking; no screen-wide spinner.
    loading: false,
    quietCodes: GIFT_CARD_REFUSAL_CODES,
  });
  return data;
}

/** A card that can pay now: the visitor's own, active, with something left on it. */
export function canPay(card: GiftCard): boolean {
  return card.mine === 'held' && card.status === 'active' && rmToSen(card.balance) > 0;
}

/**
 * How an order's `total` is paid with a card of `balance`: the card pays what it can (all of it,
 * or its whole balance), the rest is paid as usual. The server charges the card the same way.
 */
export function giftCardSplit(balance: string, total: string): { card: string; rest: string } {
  const card = Math.min(rmToSen(balance), rmToSen(total));
  return { card: senToRm(card), rest: senToRm(rmToSen(total) - card) };
}

/** A card's number as the visitor reads it, in groups of four: "K7QM-3XPA-9D2F-HT4W". */
export function cardNumber(code: string): string {
  return showGiftCardCode(normaliseGiftCardCode(code));
}
