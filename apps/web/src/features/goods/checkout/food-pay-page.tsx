/** Scaffold: replaced by the real page within this issue. */
export default function FoodPayPage() {
  return <div data-testid="scaffold-food-pay-page" />;
}
