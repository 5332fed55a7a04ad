/** Scaffold: replaced by the real page within this issue. */
export default function ShopListPage() {
  return <div data-testid="scaffold-shop-list-page" />;
}
