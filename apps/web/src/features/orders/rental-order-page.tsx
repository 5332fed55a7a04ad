/** Scaffold: replaced by the real page within this issue. */
export default function RentalOrderPage() {
  return <div data-testid="scaffold-rental-order-page" />;
}
