/** Scaffold: replaced by the real page within this issue. */
export default function RentalDetailPage() {
  return <div data-testid="scaffold-rental-detail-page" />;
}
