/** Scaffold: replaced by the real page within this issue. */
export default function CreateCommentPage() {
  return <div data-testid="scaffold-create-comment-page" />;
}
