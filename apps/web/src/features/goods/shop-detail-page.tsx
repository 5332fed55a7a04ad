import '#web/components/commerce.css';
import './goods.css';
import type { GoodsDetail } from '@scenic/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { showToast } from '#web/lib/toast.ts';
import { useGoodsTexts } from '#web/lib/use-goods-texts.ts';
import { lineKey } from '#web/stores/cart-lines.ts';
import { useShopCartStore } from '#web/stores/shop-cart.ts';
import { CartLink } from './components/cart-link';
import { CommentList } from './components/comment-list';
import { DetailDescription, DetailSummary } from './components/detail-parts';
import { GoodsGallery } from './components/goods-gallery';
import { type SkuChoice, SkuSheet } from './components/sku-sheet';
import { WithGoodsDetail } from './components/with-goods-detail';

type Sheet = 'closed' | 'cart' | 'buy';

function ShopDetail({ goods }: { goods: GoodsDetail }) {
  const { t } = useGoodsTexts();
  const navigate = useNavigate();
  const [sheet, setSheet] = useState<Sheet>('closed');
  const shopList = useShopCartStore((state) => state.shopList);

  const soldOut = goods.goodsSpec.every((sku) => sku.stock <= 0);

  const confirm = ({ sku, num }: SkuChoice) => {
    if (sheet === 'buy') {
      navigate(`/order/shopPay?id=${goods.id}&spec=${sku.id}&num=${num}`);
      return;
    }
    useShopCartStore.getState().add({ goods_id: goods.id, spec_id: sku.id, num, price: sku.price });
    setSheet('closed');
    showToast(t('cart.added'));
  };

  return (
    <div className="goods-detail with-action-bar">
      <GoodsGallery cover={goods.cover} images={goods.images} />
      <DetailSummary detail={goods}>
        {/* Nothing is handed over or posted: the card's number is in My centre once paid. */}
        {goods.giftCard && <p className="goods-summary__note">{t('detail.giftCardNote')}</p>}
      </DetailSummary>
      <DetailDescription text={goods.description} />
      <CommentList goodsId={goods.id} />

      <SkuSheet
        key={goods.id}
        detail={goods}
        visible={sheet !== 'closed'}
        confirmText={sheet === 'buy' ? t('detail.buyNow') : t('detail.addToCart')}
        onClose={() => setSheet('closed')}
        onConfirm={confirm}
        {...(sheet === 'cart'
          ? {
              inCart: (specId: number) =>
                shopList.find(
                  (line) => lineKey(line) === lineKey({ goods_id: goods.id, spec_id: specId }),
                )?.num ?? 0,
            }
          : {})}
      />

      <div className="action-bar goods-action-bar">
        <CartLink variant="bar" />
        <div className="goods-action-bar__buttons">
          <button
            type="button"
            className="button button--primary action-bar__button"
            disabled={soldOut}
            onClick={() => setSheet('cart')}
            data-testid="goods-add-cart"
          >
            {t('detail.addToCart')}
          </button>
          <button
            type="button"
            className="button button--accent action-bar__button"
            disabled={soldOut}
            onClick={() => setSheet('buy')}
          >
            {soldOut ? t('sku.soldOut') : t('detail.buyNow')}
          </button>
        </div>
      </div>
    </div>
  );
}

/** A store item: photos, price, reviews; add it to the cart or buy it now. */
export default function ShopDetailPage() {
  const { t } = useGoodsTexts();
  return (
    <WithGoodsDetail back="/shop" backText={t('list.backToShop')}>
      {(goods) => <ShopDetail goods={goods} />}
    </WithGoodsDetail>
  );
}
