/** Scaffold: replaced by the real page within this issue. */
export default function FoodOrderPage() {
  return <div data-testid="scaffold-food-order-page" />;
}
