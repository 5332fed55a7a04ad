import type { Camera, Locale } from '@scenic/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '#web/lib/query-keys.ts';
import { request } from '#web/lib/request.ts';
import { useLocale } from '#web/lib/use-locale.ts';

export async function getCameraList(signal?: AbortSignal): Promise<Camera[]> {
  const { data } = await request<Camera[]>('/index/index/cameraList', { loading: false, signal });
  return data;
}

export const cameraListQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: queryKeys.live.cameras(locale),
    queryFn: ({ signal }) => getCameraList(signal),
    // A camera goes on or off air now and then: a minute-old list is fresh enough.
    staleTime: 60_000,
  });

export function useCameraList() {
  return useQuery(cameraListQueryOptions(useLocale()));
}
