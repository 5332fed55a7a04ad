import type { Visitor } from '@scenic/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '#web/lib/query-keys.ts';
import { request } from '#web/lib/request.ts';
import { saveUser } from '#web/lib/session.ts';

/** The logged-in visitor's profile; the stored copy is refreshed with it (SPEC §3 `user`). */
export async function getUserInfo(signal?: AbortSignal): Promise<Visitor> {
  const { data } = await request<Visitor>('/index/user/info', { loading: false, signal });
  saveUser(data);
  return data;
}

export const userInfoQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: queryKeys.user.of(token),
    queryFn: ({ signal }) => getUserInfo(signal),
    // Fetched each time My centre shows, so a nickname changed elsewhere appears.
    staleTime: 0,
    enabled: !!token,
  });

export function useUserInfo(token: string | null) {
  return useQuery(userInfoQueryOptions(token));
}
