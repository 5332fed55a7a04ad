/** Scaffold: replaced by the real page within this issue. */
export default function ShopDetailPage() {
  return <div data-testid="scaffold-shop-detail-page" />;
}
