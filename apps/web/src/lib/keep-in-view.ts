import type { FocusEvent } from 'react';

/**
 * onFocus of a text field: once the on-screen keyboard has opened (and shrunk the viewport),
 * scroll the field to the middle of what is left, so the keyboard never hides it.
 */
export function keepInView(event: FocusEvent<HTMLElement>): void {
  const field = event.currentTarget;
  window.setTimeout(() => field.scrollIntoView?.({ block: 'center', behavior: 'smooth' }), 300);
}
