/** Scaffold: replaced by the real page within this issue. */
export default function RentalListPage() {
  return <div data-testid="scaffold-rental-list-page" />;
}
