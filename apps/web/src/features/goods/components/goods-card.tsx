import type { GoodsListItem } from '@scenic/contracts';
import { Link } from 'react-router';
import { RentalPrice } from '#web/components/rental-price.tsx';
import { Skeleton } from '#web/components/skeleton.tsx';
import { UploadImg } from '#web/components/upload-img.tsx';
import { useGoodsTexts } from '#web/lib/use-goods-texts.ts';
import { Stars } from './stars';

/** A square product card of the two-column grid; a rental shows its price per hour or day. */
export function GoodsCard({ goods, to }: { goods: GoodsListItem; to: string }) {
  const { t } = useGoodsTexts();
  return (
    <li>
      <Link className="goods-card" to={to} data-testid="goods-card">
        <UploadImg
          className="goods-card__cover"
          src={goods.cover}
          sizes="50vw"
          naturalWidth={800}
          alt=""
          width={540}
          height={540}
          loading="lazy"
          decoding="async"
        />
        <span className="goods-card__body">
          <span className="goods-card__name">{goods.name}</span>
          <span className="goods-card__meta">
            {goods.score > 0 && (
              <Stars score={goods.score} label={t('detail.score', { score: goods.score })} />
            )}
            <span>{t('detail.sales', { count: goods.sales })}</span>
          </span>
          <span className="money goods-card__price">
            <RentalPrice amount={goods.min_price} unit={goods.rent_unit} from={!goods.rent_unit} />
          </span>
        </span>
      </Link>
    </li>
  );
}

export function GoodsGridSkeleton() {
  return (
    <ul className="goods-grid" aria-hidden="true">
      {[0, 1, 2, 3].map((key) => (
        <li key={key} className="goods-card">
          <Skeleton ratio="1 / 1" style={{ borderRadius: 0 }} />
          <span className="goods-card__body">
            <Skeleton style={{ height: 16, width: '85%' }} />
            <Skeleton style={{ height: 18, width: '50%' }} />
          </span>
        </li>
      ))}
    </ul>
  );
}
