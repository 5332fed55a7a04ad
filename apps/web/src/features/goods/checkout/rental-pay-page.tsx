/** Scaffold: replaced by the real page within this issue. */
export default function RentalPayPage() {
  return <div data-testid="scaffold-rental-pay-page" />;
}
