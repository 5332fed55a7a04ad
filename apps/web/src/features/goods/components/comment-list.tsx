import { LoadError } from '#web/components/load-error.tsx';
import { Skeleton } from '#web/components/skeleton.tsx';
import { formatMomentDate } from '#web/lib/date-format.ts';
import { useGoodsTexts } from '#web/lib/use-goods-texts.ts';
import { useLocale } from '#web/lib/use-locale.ts';
import { useComments } from '../api/get-comments';
import { Stars } from './stars';

/** The good's reviews: the average, then the newest first, a page more on "More". */
export function CommentList({ goodsId }: { goodsId: number }) {
  const { t } = useGoodsTexts();
  const locale = useLocale();
  const comments = useComments(goodsId);
  const pages = comments.data?.pages ?? [];
  const first = pages[0];
  const list = pages.flatMap((page) => page.list);

  return (
    <section className="detail-card" aria-labelledby="goods-reviews">
      <div className="detail-card__head">
        <h2 id="goods-reviews">
          {t('reviews.title')}
          {first && first.total > 0 && (
            <>
              {' '}
              <span className="reviews__count">({first.total})</span>
            </>
          )}
        </h2>
        {first && first.total > 0 && (
          <span className="reviews__average">
            <Stars score={first.average} label={t('reviews.score', { score: first.average })} />
            <span aria-hidden="true">{first.average.toFixed(1)}</span>
          </span>
        )}
      </div>
      {comments.isPending ? (
        <div aria-hidden="true">
          <Skeleton style={{ height: 16, width: '40%' }} />
          <Skeleton style={{ height: 40, marginTop: 8 }} />
        </div>
      ) : comments.isError && list.length === 0 ? (
        <LoadError onRetry={() => void comments.refetch()} />
      ) : list.length === 0 ? (
        <p className="reviews__empty">{t('reviews.empty')}</p>
      ) : (
        <>
          <ul className="reviews">
            {list.map((comment) => (
              <li key={comment.id} className="review">
                <div className="review__head">
                  <span className="review__avatar" aria-hidden="true">
                    {comment.author.slice(0, 1).toUpperCase()}
                  </span>
                  <span className="review__author">{comment.author}</span>
                  <time className="review__date" dateTime={comment.createdAt}>
                    {formatMomentDate(comment.createdAt, locale)}
                  </time>
                </div>
                <Stars score={comment.score} label={t('reviews.score', { score: comment.score })} />
                {comment.spec && <p className="review__spec">{comment.spec}</p>}
                <p className="review__text">{comment.content}</p>
                {comment.reply && (
                  <div className="review__reply">
                    <span className="review__reply-label">{t('reviews.reply')}</span>
                    <p className="review__text">{comment.reply}</p>
                  </div>
                )}
              </li>
            ))}
          </ul>
          {comments.hasNextPage && (
            <button
              type="button"
              className="button button--outline button--small reviews__more"
              disabled={comments.isFetchingNextPage}
              onClick={() => void comments.fetchNextPage()}
            >
              {comments.isFetchingNextPage ? t('reviews.loading') : t('reviews.more')}
            </button>
          )}
        </>
      )}
    </section>
  );
}
