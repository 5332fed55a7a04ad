/**
 * Calls `measure` once the element has been laid out by the browser's own frame (a resize
 * observer's first report comes after layout, before paint), so reading sizes costs nothing; read
 * during a commit, they would make the browser lay out the whole new page early. Without resize
 * observers (tests) it measures at once. Returns what stops it.
 */
export function whenLaidOut(element: Element | null, measure: () => void): () => void {
  if (!element || typeof ResizeObserver === 'undefined') {
    measure();
    return () => undefined;
  }
  const observer = new ResizeObserver(() => {
    observer.disconnect();
    measure();
  });
  observer.observe(element);
  return () => observer.disconnect();
}
