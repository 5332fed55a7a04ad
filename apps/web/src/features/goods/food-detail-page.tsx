import '#web/components/commerce.css';
import './goods.css';
import type { GoodsDetail } from '@scenic/contracts';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { showToast } from '#web/lib/toast.ts';
import { useGoodsTexts } from '#web/lib/use-goods-texts.ts';
import { useCartStore } from '#web/stores/cart.ts';
import { CommentList } from './components/comment-list';
import { DetailDescription, DetailSummary } from './components/detail-parts';
import { GoodsGallery } from './components/goods-gallery';
import { BowlIcon, ClockIcon, PinIcon } from './components/goods-icons';
import { type SkuChoice, SkuSheet } from './components/sku-sheet';
import { WithGoodsDetail } from './components/with-goods-detail';
import { addToFoodCart, foodCartUnits } from './food-cart';

function FoodDetail({ dish }: { dish: GoodsDetail }) {
  const { t } = useGoodsTexts();
  const navigate = useNavigate();
  const [sheet, setSheet] = useState(false);
  const count = useCartStore((state) => state.checkNums);

  const soldOut = dish.goodsSpec.every((sku) => sku.stock <= 0);

  const confirm = ({ sku, num }: SkuChoice) => {
    const refused = addToFoodCart(dish, sku.id, num);
    showToast(t(refused ?? 'food.added'));
    if (!refused) setSheet(false);
  };

  return (
    <div className="goods-detail with-action-bar">
      <GoodsGallery cover={dish.cover} images={dish.images} />
      <DetailSummary detail={dish}>
        {dish.food && (
          <ul className="food-facts">
            <li>
              <ClockIcon />
              {t('food.prep', { count: dish.food.prepMinutes })}
            </li>
            <li>
              <PinIcon />
              {t('food.pickupAt', { place: dish.food.pickupPoint })}
            </li>
          </ul>
        )}
      </DetailSummary>
      <DetailDescription text={dish.description} />
      <CommentList goodsId={dish.id} />

      <SkuSheet
        key={dish.id}
        detail={dish}
        visible={sheet}
        confirmText={t('food.addToOrder')}
        onClose={() => setSheet(false)}
        onConfirm={confirm}
        inCart={(specId) => foodCartUnits(dish.id, specId)}
      />

      <div className="action-bar goods-action-bar">
        <Link to="/dianCan" className="cart-link cart-link--bar" data-testid="food-menu-link">
          <BowlIcon className="cart-link__icon" />
          {count > 0 && (
            <span className="cart-link__badge" aria-hidden="true">
              {count}
            </span>
          )}
          <span className="cart-link__label">{t('food.menu')}</span>
        </Link>
        <div className="goods-action-bar__buttons">
          {count > 0 && (
            <button
              type="button"
              className="button button--primary action-bar__button"
              onClick={() => navigate('/order/commonPay')}
            >
              {t('food.checkoutCount', { count })}
            </button>
          )}
          <button
            type="button"
            className="button button--accent action-bar__button"
            disabled={soldOut}
            onClick={() => setSheet(true)}
            data-testid="food-add"
          >
            {soldOut ? t('sku.soldOut') : t('food.addToOrder')}
          </button>
        </div>
      </div>
    </div>
  );
}

/** A dish: photos, price, kitchen time and pick-up point, reviews; add it to the food order. */
export default function FoodDetailPage() {
  const { t } = useGoodsTexts();
  return (
    <WithGoodsDetail back="/dianCan" backText={t('food.backToMenu')}>
      {(dish) => <FoodDetail dish={dish} />}
    </WithGoodsDetail>
  );
}
