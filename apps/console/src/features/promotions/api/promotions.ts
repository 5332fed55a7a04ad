import type { ConsolePromotion, PromotionSaveBody, PromoUseStatus } from '@scenic/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#console/lib/request.ts';

export const promotionKeys = {
  all: ['promotions'] as const,
  list: () => [...promotionKeys.all, 'list'] as const,
  uses: (id: number) => [...promotionKeys.all, 'uses', id] as const,
  choices: () => [...promotionKeys.all, 'choices'] as const,
};

export function usePromotions() {
  return useQuery({
    queryKey: promotionKeys.list(),
    queryFn: ({ signal }) => api<{ list: ConsolePromotion[] }>('/console/promotions', { signal }),
  });
}

/** One use of a promotion (`consolePromoUseSchema`, which the contracts export no type of). */
export interface PromotionUse {
  orderId: number;
  orderNo: string;
  code: string;
  saving: string;
  status: PromoUseStatus;
  at: string;
}

export function usePromotionUses(id: number) {
  return useQuery({
    queryKey: promotionKeys.uses(id),
    queryFn: ({ signal }) =>
      api<{ list: PromotionUse[] }>('/console/promotions/uses', { params: { id }, signal }),
    // Orders use codes all day: the drawer shows them as they are when it opens.
    staleTime: 0,
  });
}

/** Saves and deletes re-read the list: its counts and savings come from the server. */
function usePromotionChange<Body, Answer>(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => api<Answer>(path, { body }),
    onSettled: () => client.invalidateQueries({ queryKey: promotionKeys.list() }),
  });
}

export const useSavePromotion = () =>
  usePromotionChange<PromotionSaveBody, ConsolePromotion>('/console/promotions/save');
export const useDeletePromotion = () =>
  usePromotionChange<{ id: number }, null>('/console/promotions/delete');
