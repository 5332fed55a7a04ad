/** Scaffold: replaced by the real page within the scenery-images issue. */
export default function ImagePayPage() {
  return <div data-testid="scaffold-image-pay-page" />;
}
