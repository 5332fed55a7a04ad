/** Scaffold: replaced by the real page within the scenery-images issue. */
export default function VrTourPage() {
  return <div data-testid="scaffold-vr-tour-page" />;
}
