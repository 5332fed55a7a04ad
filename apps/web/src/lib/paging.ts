/** One page of a paged list as the server sends it. */
export interface ListPage {
  list: readonly unknown[];
  total: number;
  page: number;
}

/**
 * The page after `last`, or `undefined` once `total` items are loaded; an empty page also stops, so a
 * total that shrinks while scrolling never loops.
 */
export function nextPageOf<Page extends ListPage>(last: Page, pages: Page[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.list.length, 0);
  return loaded < last.total && last.list.length > 0 ? last.page + 1 : undefined;
}
