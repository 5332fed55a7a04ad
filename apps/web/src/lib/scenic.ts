import type { Locale, Scenic } from '@scenic/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { setParkOffset } from './park-date';
import { queryKeys } from './query-keys';
import { request } from './request';
import { useLocale } from './use-locale';

/**
 * The park's own details (name, logo, contact, chat link, UTC offset): the header, the chat button
 * and About us read them.
 */
export async function getScenic(signal?: AbortSignal): Promise<Scenic> {
  const { data } = await request<Scenic>('/index/index/getScenic', { loading: false, signal });
  // Rental calendars and pick-up times follow the park's clock from here on.
  setParkOffset(data.utcOffset);
  return data;
}

export const scenicQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: queryKeys.scenic(locale),
    queryFn: ({ signal }) => getScenic(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useScenic() {
  return useQuery(scenicQueryOptions(useLocale()));
}
