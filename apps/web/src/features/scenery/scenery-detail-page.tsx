/** Scaffold: replaced by the real page within the scenery-images issue. */
export default function SceneryDetailPage() {
  return <div data-testid="scaffold-scenery-detail-page" />;
}
