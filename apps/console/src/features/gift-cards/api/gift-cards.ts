import type {
  ConsoleGiftCard,
  ConsoleGiftCardList,
  GiftCardLedger,
  GiftCardStatus,
  IssuedGiftCard,
  IssueGiftCardBody,
  VoidGiftCardBody,
} from '@scenic/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#console/lib/request.ts';

/** What the list is asked for: a code, an order number or a phone's last digits; a status; a page. */
export interface GiftCardFilter {
  q: string;
  status: GiftCardStatus | undefined;
  page: number;
}

export const giftCardKeys = {
  all: ['gift-cards'] as const,
  list: (filter: GiftCardFilter) => [...giftCardKeys.all, 'list', filter] as const,
  ledger: (id: number) => [...giftCardKeys.all, 'ledger', id] as const,
};

/** One page of cards (20), with the totals of every card. */
export function useGiftCards(filter: GiftCardFilter) {
  return useQuery({
    queryKey: giftCardKeys.list(filter),
    queryFn: ({ signal }) =>
      api<ConsoleGiftCardList>('/console/gift-cards', {
        params: { q: filter.q, status: filter.status, page: filter.page },
        signal,
      }),
    // The page being left stays on screen until the next arrives: the table does not jump.
    placeholderData: keepPreviousData,
  });
}

export function useGiftCardLedger(id: number) {
  return useQuery({
    queryKey: giftCardKeys.ledger(id),
    queryFn: ({ signal }) =>
      api<GiftCardLedger>('/console/gift-cards/ledger', { params: { id }, signal }),
    // Cards are spent all day: the drawer shows the ledger as it is when it opens.
    staleTime: 0,
  });
}

/** Issues and voids re-read the list and the ledgers: balances and totals come from the server. */
function useGiftCardChange<Body, Answer>(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => api<Answer>(path, { body }),
    onSettled: () => client.invalidateQueries({ queryKey: giftCardKeys.all }),
  });
}

export const useIssueGiftCard = () =>
  useGiftCardChange<IssueGiftCardBody, IssuedGiftCard>('/console/gift-cards/issue');
export const useVoidGiftCard = () =>
  useGiftCardChange<VoidGiftCardBody, ConsoleGiftCard>('/console/gift-cards/void');
