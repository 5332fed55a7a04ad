/**
 * Elements found as a person finds them, by role, label and text: Testing Library's queries
 * (`screen` for the whole page, `within` for a part of it; the find queries wait for what comes
 * later), and a field's accessible description (its error), as a screen reader reads it.
 */
import { configure, within } from '@testing-library/react';

export { screen, within } from '@testing-library/react';

// Lazy chunks, the mock API and React's updates can take a while on a busy machine: the find
// queries wait up to 3 s for what a person would wait for.
configure({ asyncUtilTimeout: 3000 });

/** The accessible description: the text of what `aria-describedby` points to (a field's error). */
export function descriptionOf(element: Element | null): string | undefined {
  const ids = element?.getAttribute('aria-describedby');
  if (!element || !ids) return undefined;
  const text = ids
    .split(' ')
    .map((id) => element.ownerDocument.getElementById(id)?.textContent ?? '')
    .join(' ');
  return text.replace(/\s+/g, ' ').trim();
}

/** The items of a list, without those of the lists inside them (a refund's lines, say). */
export function itemsOf(list: HTMLElement): HTMLElement[] {
  return within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list);
}

/**
 * Matches the innermost element whose whole text, across its parts, is `text` (or matches it): a
 * price written in several spans, read as one.
 */
export function wholeText(text: string | RegExp) {
  const matches = (element: Element) =>
    typeof text === 'string' ? element.textContent === text : text.test(element.textContent ?? '');
  return (_: string, element: Element | null) =>
    !!element && matches(element) && ![...element.children].some(matches);
}
