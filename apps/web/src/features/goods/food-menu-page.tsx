/** Scaffold: replaced by the real page within this issue. */
export default function FoodMenuPage() {
  return <div data-testid="scaffold-food-menu-page" />;
}
