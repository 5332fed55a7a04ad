import { MAX_UNITS_PER_LINE } from '@scenic/contracts';
import Popup from 'antd-mobile/es/components/popup';
import { useEffect, useId } from 'react';
import { useNavigate } from 'react-router';
import { Stepper } from '#web/components/stepper.tsx';
import { UploadImg } from '#web/components/upload-img.tsx';
import { useBackToClose } from '#web/lib/back-closes.ts';
import { formatPrice } from '#web/lib/price.ts';
import { useGoodsTexts } from '#web/lib/use-goods-texts.ts';
import { useCartStore } from '#web/stores/cart.ts';
import { lineKey, totals } from '#web/stores/cart-lines.ts';
import { useGoodsDetails } from '../api/get-goods-detail';
import { maxUnits, skuOf, specText } from '../sku';
import { useCurrentPrices } from '../use-current-prices';
import { BowlIcon, TrashIcon } from './goods-icons';

interface FoodCartBarProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The food cart's lines at their current prices, with the details they were priced from. */
function useFoodCartLines() {
  const saved = useCartStore((state) => state.canList);
  const refreshPrices = useCartStore((state) => state.refreshPrices);
  const details = useGoodsDetails(saved.map((line) => line.goods_id));
  const detailOf = (goodsId: number) => details.find((query) => query.data?.id === goodsId)?.data;
  return { lines: useCurrentPrices(saved, detailOf, refreshPrices), detailOf };
}

/** The food cart's lines in a sheet: change, remove or clear them. */
function FoodCartSheet({ open, onOpenChange }: FoodCartBarProps) {
  const { t } = useGoodsTexts();
  const checkList = useCartStore((state) => state.checkList);
  const { lines, detailOf } = useFoodCartLines();
  const visible = open && lines.length > 0;
  const titleId = useId();
  useBackToClose(visible, () => onOpenChange(false));

  return (
    <Popup
      visible={visible}
      onMaskClick={() => onOpenChange(false)}
      onClose={() => onOpenChange(false)}
      bodyClassName="food-cart-sheet"
      data-testid="food-cart-sheet"
    >
      <div className="food-cart-sheet__head">
        <h2 id={titleId}>{t('food.cartTitle')}</h2>
        <button
          type="button"
          className="food-cart-sheet__clear"
          onClick={() => {
            useCartStore.getState().clear();
            onOpenChange(false);
          }}
        >
          <TrashIcon />
          {t('cart.clear')}
        </button>
      </div>
      <ul className="food-cart-sheet__lines" aria-labelledby={titleId}>
        {lines.map((line) => {
          const key = lineKey(line);
          const detail = detailOf(line.goods_id);
          const sku = skuOf(detail, line.spec_id);
          const spec = detail ? specText(detail, sku) : '';
          return (
            <li key={key} className="food-line" data-key={key}>
              {/* The label around the 22 px tick is its 44 px target, as on the cart page. */}
              <label className="goods-check-label">
                <input
                  type="checkbox"
                  className="goods-check"
                  checked={checkList.includes(key)}
                  onChange={() => useCartStore.getState().toggle(key)}
                  aria-label={t('cart.choose', { name: detail?.name ?? '' })}
                />
              </label>
              {detail && (
                <UploadImg
                  className="food-line__cover"
                  src={detail.cover}
                  sizes="56px"
                  alt=""
                  width={56}
                  height={56}
                />
              )}
              <div className="food-line__text">
                <span className="food-line__name">{detail?.name ?? '…'}</span>
                {spec && <span className="food-line__spec">{spec}</span>}
                <div className="food-line__foot">
                  <span className="money">{formatPrice(t, line.price)}</span>
                  <Stepper
                    small
                    min={0}
                    max={sku ? Math.max(maxUnits(sku), line.num) : MAX_UNITS_PER_LINE}
                    value={line.num}
                    label={t('cart.quantityOf', { name: detail?.name ?? '' })}
                    onChange={(next) => useCartStore.getState().setNum(key, next)}
                  />
                </div>
              </div>
              <button
                type="button"
                className="cart-line__remove"
                aria-label={t('cart.remove', { name: detail?.name ?? '' })}
                onClick={() => useCartStore.getState().setNum(key, 0)}
              >
                <TrashIcon />
              </button>
            </li>
          );
        })}
      </ul>
    </Popup>
  );
}

/** The sticky bar over the menu: how many dishes, their total, and "Check out". */
export function FoodCartBar({ open, onOpenChange }: FoodCartBarProps) {
  const { t } = useGoodsTexts();
  const navigate = useNavigate();
  const count = useCartStore((state) => state.checkNums);
  const checkList = useCartStore((state) => state.checkList);
  const current = useFoodCartLines().lines;
  const total = totals(current, checkList).checkedPrice;
  const lines = current.length;
  // The tray closes with its last line, and does not spring open again with the next dish.
  useEffect(() => {
    if (lines === 0 && open) onOpenChange(false);
  }, [lines, open, onOpenChange]);

  return (
    <>
      <FoodCartSheet open={open} onOpenChange={onOpenChange} />
      <div
        className={`food-cart-bar${open && lines > 0 ? ' food-cart-bar--raised' : ''}`}
        data-testid="food-cart-bar"
      >
        <button
          type="button"
          className="food-cart-bar__summary"
          disabled={lines === 0}
          onClick={() => onOpenChange(!open)}
          aria-expanded={open}
        >
          {/* Its name is what it shows, with the count in words in front (no label that hides it). */}
          <span className="visually-hidden">{t('food.openCart', { count })}</span>
          <span className="food-cart-bar__icon" aria-hidden="true">
            <BowlIcon />
            <span
              className={`cart-link__badge${count === 0 ? ' cart-link__badge--empty' : ''}`}
              data-testid="food-cart-count"
            >
              {count}
            </span>
          </span>
          <span className="food-cart-bar__price">
            <span className="money" data-testid="food-cart-total">
              {formatPrice(t, total || '0.00')}
            </span>
            <span className="action-bar__label">
              {lines === 0 ? t('food.emptyCart') : t('food.pickupNote')}
            </span>
          </span>
        </button>
        <button
          type="button"
          className="button button--accent action-bar__button"
          disabled={count === 0}
          onClick={() => {
            onOpenChange(false);
            navigate('/order/commonPay');
          }}
          data-testid="food-checkout"
        >
          {t('food.checkout')}
        </button>
      </div>
    </>
  );
}
