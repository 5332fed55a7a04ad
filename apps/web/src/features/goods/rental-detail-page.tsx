import '#web/components/commerce.css';
import './goods.css';
import { type GoodsDetail, rmToSen } from '@scenic/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { RentalPrice } from '#web/components/rental-price.tsx';
import { formatPrice } from '#web/lib/price.ts';
import { useGoodsTexts } from '#web/lib/use-goods-texts.ts';
import { CommentList } from './components/comment-list';
import { DetailDescription, DetailSummary } from './components/detail-parts';
import { GoodsGallery } from './components/goods-gallery';
import { ClockIcon, ShieldIcon } from './components/goods-icons';
import { type SkuChoice, SkuSheet } from './components/sku-sheet';
import { WithGoodsDetail } from './components/with-goods-detail';

function RentalDetail({ goods }: { goods: GoodsDetail }) {
  const { t } = useGoodsTexts();
  const navigate = useNavigate();
  const [sheet, setSheet] = useState(false);

  const rent = goods.rent ?? { unit: 'day' as const, max: 1, deposit: '0.00' };
  const soldOut = goods.goodsSpec.every((sku) => sku.stock <= 0);
  const varies = new Set(goods.goodsSpec.map((sku) => sku.price)).size > 1;
  const perUnit = <RentalPrice amount={goods.min_price} unit={rent.unit} from={varies} />;

  const confirm = ({ sku, num, period }: SkuChoice) => {
    if (!period) return;
    const when =
      rent.unit === 'day'
        ? `&start=${period.start}&end=${period.end ?? period.start}`
        : `&start=${period.start}&hours=${period.hours ?? 1}`;
    navigate(`/order/zulinPay?id=${goods.id}&spec=${sku.id}&num=${num}${when}`);
  };

  return (
    <div className="goods-detail with-action-bar">
      <GoodsGallery cover={goods.cover} images={goods.images} />
      <DetailSummary detail={goods} price={perUnit} />

      <section className="detail-card" aria-labelledby="rental-terms">
        <h2 id="rental-terms" className="detail-card__title">
          {t('rental.terms')}
        </h2>
        <ul className="rental-terms">
          <li>
            <ClockIcon />
            <span>
              <strong>{t(`rental.priceLabel.${rent.unit}`)}</strong>
              <span className="money">{perUnit}</span>
            </span>
          </li>
          <li>
            <ClockIcon />
            <span>
              <strong>{t('rental.limit')}</strong>
              {t(`rental.limitText.${rent.unit}`, { count: rent.max })}
            </span>
          </li>
          <li data-testid="rental-deposit">
            <ShieldIcon />
            <span>
              <strong>{t('rental.deposit')}</strong>
              {rmToSen(rent.deposit) > 0
                ? t('rental.depositText', { amount: formatPrice(t, rent.deposit) })
                : t('rental.noDeposit')}
            </span>
          </li>
        </ul>
      </section>

      <DetailDescription text={goods.description} />
      <CommentList goodsId={goods.id} />

      <SkuSheet
        key={goods.id}
        detail={goods}
        visible={sheet}
        confirmText={t('rental.rentNow')}
        onClose={() => setSheet(false)}
        onConfirm={confirm}
      />

      <div className="action-bar rental-bar">
        <div className="action-bar__price">
          <span className="action-bar__label">{t('rental.price')}</span>
          <span className="money">{perUnit}</span>
        </div>
        <button
          type="button"
          className="button button--accent action-bar__button"
          disabled={soldOut}
          onClick={() => setSheet(true)}
          data-testid="rental-rent"
        >
          {soldOut ? t('sku.soldOut') : t('rental.rentNow')}
        </button>
      </div>
    </div>
  );
}

/** A rental: photos, price per hour or day, the counter deposit and limit; rent it for a period. */
export default function RentalDetailPage() {
  const { t } = useGoodsTexts();
  return (
    <WithGoodsDetail back="/zulin/index" backText={t('rental.backToList')}>
      {(goods) => <RentalDetail goods={goods} />}
    </WithGoodsDetail>
  );
}
