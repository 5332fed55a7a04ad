import type { CommentPage, Locale } from '@scenic/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { nextPageOf } from '#web/lib/paging.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { request } from '#web/lib/request.ts';
import { useLocale } from '#web/lib/use-locale.ts';

export const COMMENT_PAGE_SIZE = 5;

export async function getComments(
  goodsId: number,
  page: number,
  signal?: AbortSignal,
): Promise<CommentPage> {
  const { data } = await request<CommentPage>('/index/index/commentList', {
    params: { goodsId, page, limit: COMMENT_PAGE_SIZE },
    loading: false,
    signal,
  });
  return data;
}

/** A good's reviews, newest first, a page at a time, with the average score. */
export const commentsQueryOptions = (goodsId: number, locale: Locale) =>
  infiniteQueryOptions({
    queryKey: queryKeys.goods.comments(goodsId, locale),
    queryFn: ({ pageParam, signal }) => getComments(goodsId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf<CommentPage>,
    staleTime: 60_000,
    enabled: goodsId > 0,
  });

export function useComments(goodsId: number) {
  return useInfiniteQuery(commentsQueryOptions(goodsId, useLocale()));
}
