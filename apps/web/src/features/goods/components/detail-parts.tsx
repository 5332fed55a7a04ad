import { ERRORS, type GoodsDetail } from '@scenic/contracts';
import type { ReactNode } from 'react';
import { EmptyState } from '#web/components/empty-state.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { Paragraphs } from '#web/components/paragraphs.tsx';
import { Skeleton } from '#web/components/skeleton.tsx';
import { formatPrice } from '#web/lib/price.ts';
import { ApiError } from '#web/lib/request.ts';
import { useGoodsTexts } from '#web/lib/use-goods-texts.ts';
import { Stars } from './stars';

export function DetailSkeleton() {
  return (
    <div className="goods-detail" aria-hidden="true">
      <Skeleton ratio="1 / 1" style={{ borderRadius: 0 }} />
      <div className="detail-card">
        <Skeleton style={{ height: 24, width: '45%' }} />
        <Skeleton style={{ height: 20, width: '80%', marginTop: 12 }} />
        <Skeleton style={{ height: 14, width: '50%', marginTop: 12 }} />
      </div>
      <div className="detail-card">
        <Skeleton style={{ height: 72 }} />
      </div>
    </div>
  );
}

/** The server says there is no such good (it was taken off sale, or the link is wrong). */
export function isGone(error: unknown): boolean {
  return error instanceof ApiError && error.code === ERRORS.notFound.code;
}

/** No such good (a bad link), or it failed to load: say so and offer the way on. */
export function DetailMissing({
  failed,
  onRetry,
  back,
  backText,
}: {
  failed: boolean;
  onRetry: () => void;
  back: string;
  backText: string;
}) {
  const { t } = useGoodsTexts();
  if (failed) return <LoadError onRetry={onRetry} />;
  return <EmptyState text={t('detail.notFound')} action={{ label: backText, to: back }} />;
}

/** Name, price, rating and sales: the card overlapping the foot of the gallery. */
export function DetailSummary({
  detail,
  price,
  children,
}: {
  detail: GoodsDetail;
  /** The price line; by default the lowest price, "from" when combinations differ. */
  price?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useGoodsTexts();
  const prices = new Set(detail.goodsSpec.map((sku) => sku.price));
  return (
    <section className="detail-card goods-summary">
      <p className="money money--large goods-summary__price">
        {price ?? formatPrice(t, detail.min_price, prices.size > 1)}
      </p>
      <h1 className="goods-summary__name">{detail.name}</h1>
      {detail.intro && <p className="goods-summary__intro">{detail.intro}</p>}
      <p className="goods-summary__meta">
        {detail.score > 0 && (
          <span className="goods-summary__score">
            <Stars score={detail.score} label={t('detail.score', { score: detail.score })} />
            <span aria-hidden="true">{detail.score.toFixed(1)}</span>
          </span>
        )}
        <span>{t('detail.sales', { count: detail.sales })}</span>
      </p>
      {children}
    </section>
  );
}

export function DetailDescription({ text }: { text: string }) {
  const { t } = useGoodsTexts();
  if (!text) return null;
  return (
    <section className="detail-card" aria-labelledby="goods-about">
      <h2 id="goods-about" className="detail-card__title">
        {t('detail.about')}
      </h2>
      <Paragraphs text={text} className="detail-text" />
    </section>
  );
}
