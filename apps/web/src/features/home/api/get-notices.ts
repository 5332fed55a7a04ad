import type { Locale } from '@scenic/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '#web/lib/query-keys.ts';
import { request } from '#web/lib/request.ts';
import { useLocale } from '#web/lib/use-locale.ts';

/** Notices arrive as an array, or as that array serialised to a JSON string (SPEC §3). */
export function toNoticeList(data: unknown): string[] {
  let value: unknown = data;
  if (typeof data === 'string') {
    try {
      value = JSON.parse(data);
    } catch {
      value = data.trim() ? [data] : [];
    }
  }
  if (!Array.isArray(value)) return [];
  return value.map((item) => String(item ?? '').trim()).filter(Boolean);
}

export async function getNotices(signal?: AbortSignal): Promise<string[]> {
  const { data } = await request<unknown>('/index/index/getNoticet', { loading: false, signal });
  return toNoticeList(data);
}

export const noticesQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: queryKeys.home.notices(locale),
    queryFn: ({ signal }) => getNotices(signal),
  });

export function useNotices() {
  return useQuery(noticesQueryOptions(useLocale()));
}
