import type { AppIdData } from '@scenic/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '#web/lib/query-keys.ts';
import { request } from '#web/lib/request.ts';

export async function getAppIds(signal?: AbortSignal): Promise<AppIdData> {
  const { data } = await request<AppIdData>('/index/login/getAppid', { loading: false, signal });
  return data;
}

/** Which social logins the operator configured; the buttons show only for those. */
export const appIdsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.appIds(),
    queryFn: ({ signal }) => getAppIds(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useAppIds() {
  return useQuery(appIdsQueryOptions());
}
