import { type ClosePreview, ERROR_CODE } from '@scenic/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '#web/lib/query-keys.ts';
import { request } from '#web/lib/request.ts';
import { clearSession } from '#web/lib/session.ts';

/** What closing the account would do now: unpaid orders blocking it, gift cards lost, orders kept. */
export const closePreviewQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: queryKeys.privacy.closePreview(token),
    queryFn: async ({ signal }) =>
      (await request<ClosePreview>('/index/privacy/closePreview', { signal })).data,
    enabled: !!token,
    staleTime: 0,
  });

export function useClosePreview(token: string | null) {
  return useQuery(closePreviewQueryOptions(token));
}

/** Refusals the close dialog shows in place (an unpaid order, a balance that moved). */
export const CLOSE_REFUSALS = [
  ERROR_CODE.accountHasUnpaidOrder,
  ERROR_CODE.giftCardBalanceChanged,
] as const;

/** Closes the account with the gift-card balance the visitor accepted to lose; signs out here. */
export async function closeAccount(forfeit: string): Promise<void> {
  await request<{ closedAt: string }>('/index/privacy/close', {
    method: 'POST',
    body: { forfeit, confirm: true },
    quietCodes: CLOSE_REFUSALS,
  });
  clearSession();
}
