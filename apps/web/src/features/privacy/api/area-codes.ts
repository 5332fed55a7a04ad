import type { AreaCode } from '@scenic/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '#web/lib/query-keys.ts';
import { request } from '#web/lib/request.ts';
import { useLocale } from '#web/lib/use-locale.ts';

/** The area codes the park offers: a new phone number must be in one of them, as at sign-in. */
export function useAreaCodes() {
  const locale = useLocale();
  return useQuery(
    queryOptions({
      queryKey: queryKeys.areaCodes(locale),
      queryFn: async ({ signal }) =>
        (await request<AreaCode[]>('/index/login/getAreaCode', { loading: false, signal })).data,
      staleTime: Number.POSITIVE_INFINITY,
    }),
  );
}
