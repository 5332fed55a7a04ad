import type { GetWeatherData, Locale } from '@scenic/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from './query-keys';
import { request } from './request';
import { useLocale } from './use-locale';

export async function getWeather(signal?: AbortSignal): Promise<GetWeatherData> {
  // The header shows the weather on every page: when there is none, its spot stays empty, no toast.
  const { data } = await request<GetWeatherData>('/index/common/getWeather', {
    loading: false,
    quiet: true,
    signal,
  });
  return data;
}

/** Weather is cached for the session (SPEC §3): fetched once per language per visit. */
export const weatherQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: queryKeys.weather(locale),
    queryFn: ({ signal }) => getWeather(signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

export function useWeather() {
  return useQuery(weatherQueryOptions(useLocale()));
}

/** The weather page's view: the same reading as the header's, asked again when 5 minutes old. */
export function useFreshWeather() {
  return useQuery({ ...weatherQueryOptions(useLocale()), staleTime: 5 * 60_000 });
}
