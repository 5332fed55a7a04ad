import '#web/components/commerce.css';
import './goods.css';
import { MAX_UNITS_PER_LINE } from '@scenic/contracts';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '#web/components/empty-state.tsx';
import { Skeleton } from '#web/components/skeleton.tsx';
import { Stepper } from '#web/components/stepper.tsx';
import { UploadImg } from '#web/components/upload-img.tsx';
import { formatPrice } from '#web/lib/price.ts';
import { showToast } from '#web/lib/toast.ts';
import { useGoodsTexts } from '#web/lib/use-goods-texts.ts';
import { type CartLine, lineKey, totals } from '#web/stores/cart-lines.ts';
import { useShopCartStore } from '#web/stores/shop-cart.ts';
import { useGoodsDetails } from './api/get-goods-detail';
import { CartIcon, TrashIcon } from './components/goods-icons';
import { maxUnits, type Sku, skuOf, specText } from './sku';
import { useCurrentPrices } from './use-current-prices';

type DetailQuery = ReturnType<typeof useGoodsDetails>[number];

interface LineView {
  line: CartLine;
  key: string;
  loading: boolean;
  /** The good or its combination is gone, or sold out: it cannot be bought. */
  unavailable: boolean;
  name: string;
  cover: string | null;
  spec: string;
  sku: Sku | undefined;
}

function viewOf(line: CartLine, query: DetailQuery | undefined): LineView {
  const detail = query?.data;
  const sku = skuOf(detail, line.spec_id);
  const loading = !detail && !!query?.isPending;
  return {
    line,
    key: lineKey(line),
    loading,
    unavailable: !loading && (!sku || sku.stock <= 0),
    name: detail?.name ?? '',
    cover: detail?.cover ?? null,
    spec: detail ? specText(detail, sku) : '',
    sku,
  };
}

function CartLineRow({ view, checked }: { view: LineView; checked: boolean }) {
  const { t } = useGoodsTexts();
  const { line, key, sku } = view;
  const cart = useShopCartStore.getState;
  const max = sku ? Math.max(maxUnits(sku), 1) : MAX_UNITS_PER_LINE;
  return (
    <li
      className={`cart-line${view.unavailable ? ' cart-line--off' : ''}`}
      data-testid="cart-line"
      data-key={key}
    >
      <label className="goods-check-label">
        <input
          type="checkbox"
          className="goods-check"
          checked={checked}
          onChange={() => cart().toggle(key)}
          aria-label={t('cart.choose', { name: view.name })}
          data-testid="cart-line-check"
        />
      </label>
      {view.loading ? (
        <Skeleton style={{ width: 76, height: 76, flex: 'none' }} />
      ) : (
        <Link to={`/shop/detail?id=${line.goods_id}`} className="cart-line__cover" tabIndex={-1}>
          {view.cover && <UploadImg src={view.cover} sizes="76px" alt="" width={76} height={76} />}
        </Link>
      )}
      <div className="cart-line__body">
        {view.loading ? (
          <Skeleton style={{ height: 16, width: '80%' }} />
        ) : (
          <Link to={`/shop/detail?id=${line.goods_id}`} className="cart-line__name">
            {view.name || t('cart.goneName')}
          </Link>
        )}
        {view.spec && <span className="cart-line__spec">{view.spec}</span>}
        {view.unavailable && <span className="cart-line__off">{t('cart.unavailable')}</span>}
        <div className="cart-line__foot">
          <span className="money">{formatPrice(t, line.price)}</span>
          <Stepper
            small
            min={1}
            max={Math.max(max, line.num)}
            value={line.num}
            disabled={view.unavailable}
            label={t('cart.quantityOf', { name: view.name })}
            onChange={(next) => cart().setNum(key, Math.min(next, max))}
          />
        </div>
      </div>
      <button
        type="button"
        className="cart-line__remove"
        aria-label={t('cart.remove', { name: view.name })}
        onClick={() => cart().setNum(key, 0)}
      >
        <TrashIcon />
      </button>
    </li>
  );
}

/** The store cart: choose lines, change quantities, remove them, and check out the chosen ones. */
export default function CartPage() {
  const { t } = useGoodsTexts();
  const navigate = useNavigate();
  const lines = useShopCartStore((state) => state.shopList);
  const checkList = useShopCartStore((state) => state.checkList);
  const isAllChecked = useShopCartStore((state) => state.isAllChecked);
  const checkNums = useShopCartStore((state) => state.checkNums);
  const refreshPrices = useShopCartStore((state) => state.refreshPrices);
  const ids = [...new Set(lines.map((line) => line.goods_id))];
  // useGoodsDetails answers one query per distinct id, in the order of the ids.
  const details = useGoodsDetails(ids);
  const detailOf = (goodsId: number) => details[ids.indexOf(goodsId)];
  const current = useCurrentPrices(lines, (id) => detailOf(id)?.data, refreshPrices);
  const views = current.map((line) => viewOf(line, detailOf(line.goods_id)));
  const { checkedPrice } = totals(current, checkList);

  if (lines.length === 0) {
    return (
      <EmptyState
        icon={<CartIcon />}
        text={t('cart.empty')}
        action={{ label: t('cart.goShopping'), to: '/shop' }}
        testId="cart-empty"
      />
    );
  }

  const checkout = () => {
    const blocked = views.find((view) => view.unavailable && checkList.includes(view.key));
    if (blocked) {
      showToast(t('cart.removeUnavailable'));
      return;
    }
    navigate('/order/shopPay');
  };

  return (
    <div className="cart-page with-action-bar">
      <div className="cart-toolbar">
        <label className="cart-bar__all">
          <input
            type="checkbox"
            className="goods-check"
            checked={isAllChecked}
            onChange={() => useShopCartStore.getState().toggleAll()}
          />
          {t('cart.selectAll')}
        </label>
        <span className="cart-toolbar__count">{t('cart.lines', { count: lines.length })}</span>
        <button
          type="button"
          className="cart-toolbar__button"
          disabled={checkList.length === 0}
          onClick={() => useShopCartStore.getState().removeChecked()}
        >
          {t('cart.delete')}
        </button>
        <button
          type="button"
          className="cart-toolbar__button"
          onClick={() => useShopCartStore.getState().clear()}
        >
          {t('cart.clear')}
        </button>
      </div>

      <ul className="cart-lines">
        {views.map((view) => (
          <CartLineRow key={view.key} view={view} checked={checkList.includes(view.key)} />
        ))}
      </ul>

      <div className="action-bar cart-bar">
        <div className="action-bar__price cart-bar__price">
          <span className="action-bar__label">{t('cart.total')}</span>
          <span className="money" data-testid="cart-total">
            {formatPrice(t, checkedPrice || '0.00')}
          </span>
        </div>
        <button
          type="button"
          className="button button--accent action-bar__button"
          disabled={checkNums === 0}
          onClick={checkout}
          data-testid="cart-checkout"
        >
          {t('cart.checkout', { count: checkNums })}
        </button>
      </div>
    </div>
  );
}
