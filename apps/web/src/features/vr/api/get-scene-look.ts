import { type Locale, type SceneLook, sceneLookListSchema } from '@scenic/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '#web/lib/query-keys.ts';
import { request } from '#web/lib/request.ts';
import { useLocale } from '#web/lib/use-locale.ts';

/** The scene look list arrives as a JSON string (SPEC §3); anything malformed is an error. */
export function parseSceneLook(data: unknown): SceneLook[] {
  const value = typeof data === 'string' ? JSON.parse(data) : data;
  return sceneLookListSchema.parse(value);
}

/** The VR tour's panoramas with their hotspots (DESIGN §3.10). */
export async function getSceneLook(signal?: AbortSignal): Promise<SceneLook[]> {
  const { data } = await request<string>('/index/index/indexData', {
    params: { type: 'sceneLook' },
    loading: false,
    signal,
  });
  return parseSceneLook(data);
}

export const sceneLookQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: queryKeys.vr.scenes(locale),
    queryFn: ({ signal }) => getSceneLook(signal),
  });

export function useSceneLook() {
  return useQuery(sceneLookQueryOptions(useLocale()));
}
