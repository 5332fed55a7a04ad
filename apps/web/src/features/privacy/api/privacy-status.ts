import type { PrivacyStatus } from '@scenic/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '#web/lib/query-keys.ts';
import { request } from '#web/lib/request.ts';

/** The privacy notice published now and the version this visitor accepted (decision 045). */
export async function getPrivacyStatus(signal?: AbortSignal): Promise<PrivacyStatus> {
  const { data } = await request<PrivacyStatus>('/index/privacy/status', {
    loading: false,
    quiet: true,
    signal,
  });
  return data;
}

export const privacyStatusQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: queryKeys.privacy.status(token),
    queryFn: ({ signal }) => getPrivacyStatus(signal),
    enabled: !!token,
  });

export function usePrivacyStatus(token: string | null) {
  return useQuery(privacyStatusQueryOptions(token));
}

/** Accepts the version the visitor was shown (the server refuses an older one: 3090). */
export async function acceptPrivacy(version: number): Promise<PrivacyStatus> {
  const { data } = await request<PrivacyStatus>('/index/privacy/accept', {
    method: 'POST',
    body: { version },
  });
  return data;
}
