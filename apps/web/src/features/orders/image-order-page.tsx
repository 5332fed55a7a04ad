/** Scaffold: replaced by the real page within the scenery-images issue. */
export default function ImageOrderPage() {
  return <div data-testid="scaffold-image-order-page" />;
}
