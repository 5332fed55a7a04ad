/** Scaffold: replaced by the real page within the scenery-images issue. */
export default function SceneryListPage() {
  return <div data-testid="scaffold-scenery-list-page" />;
}
