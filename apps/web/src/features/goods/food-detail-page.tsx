/** Scaffold: replaced by the real page within this issue. */
export default function FoodDetailPage() {
  return <div data-testid="scaffold-food-detail-page" />;
}
