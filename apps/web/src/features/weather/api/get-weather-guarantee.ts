import type { Locale, WeatherGuarantee } from '@scenic/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '#web/lib/query-keys.ts';
import { request } from '#web/lib/request.ts';
import { useLocale } from '#web/lib/use-locale.ts';

export async function getWeatherGuarantee(signal?: AbortSignal): Promise<WeatherGuarantee> {
  const { data } = await request<WeatherGuarantee>('/index/index/weather', {
    loading: false,
    signal,
  });
  return data;
}

export const weatherGuaranteeQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: queryKeys.weatherGuarantee(locale),
    queryFn: ({ signal }) => getWeatherGuarantee(signal),
  });

export function useWeatherGuarantee() {
  return useQuery(weatherGuaranteeQueryOptions(useLocale()));
}
