/** Scaffold: replaced by the real page within this issue. */
export default function ShopOrderPage() {
  return <div data-testid="scaffold-shop-order-page" />;
}
