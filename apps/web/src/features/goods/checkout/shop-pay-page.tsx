/** Scaffold: replaced by the real page within this issue. */
export default function ShopPayPage() {
  return <div data-testid="scaffold-shop-pay-page" />;
}
