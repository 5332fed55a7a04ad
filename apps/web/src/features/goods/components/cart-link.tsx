import { Link } from 'react-router';
import { useGoodsTexts } from '#web/lib/use-goods-texts.ts';
import { useShopCartStore } from '#web/stores/shop-cart.ts';
import { CartIcon } from './goods-icons';

/** The store cart's entry with its number of lines: a floating button, or an action-bar icon. */
export function CartLink({ variant }: { variant: 'float' | 'bar' }) {
  const { t } = useGoodsTexts();
  const count = useShopCartStore((state) => state.shopList.length);
  return (
    <Link
      to="/cart"
      className={`cart-link cart-link--${variant}`}
      data-testid="shop-cart-link"
      aria-label={t('cart.linkLabel', { count })}
    >
      <CartIcon className="cart-link__icon" />
      {count > 0 && (
        <span className="cart-link__badge" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
      {variant === 'bar' && (
        <span className="cart-link__label" aria-hidden="true">
          {t('cart.title')}
        </span>
      )}
    </Link>
  );
}
