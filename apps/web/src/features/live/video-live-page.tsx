/** Scaffold: replaced by the real page within the scenery-images issue. */
export default function VideoLivePage() {
  return <div data-testid="scaffold-video-live-page" />;
}
