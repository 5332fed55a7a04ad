import '#web/components/commerce.css';
import './goods.css';
import { CartLink } from './components/cart-link';
import { GoodsBrowser } from './components/goods-browser';

/** The store: souvenirs by category, searchable, with the cart one tap away. */
export default function ShopListPage() {
  return (
    <div className="goods-list-page">
      <GoodsBrowser kind="store" detailPath="/shop/detail" aside={<CartLink variant="float" />} />
    </div>
  );
}
