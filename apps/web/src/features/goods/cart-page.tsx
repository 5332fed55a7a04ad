/** Scaffold: replaced by the real page within this issue. */
export default function CartPage() {
  return <div data-testid="scaffold-cart-page" />;
}
