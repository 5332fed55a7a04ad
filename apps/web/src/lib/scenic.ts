import type { Locale, Scenic } from '@scenic/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from './request';
import { useLocale } from './use-locale';

/** The park's own details (name, logo, contact, chat link): the header, the chat button and About us read them. */
export async function getScenic(signal?: AbortSignal): Promise<Scenic> {
  const { data } = await request<Scenic>('/index/index/getScenic', { loading: false, signal });
  return data;
}

export const scenicQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: ['scenic', locale],
    queryFn: ({ signal }) => getScenic(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useScenic() {
  return useQuery(scenicQueryOptions(useLocale()));
}
