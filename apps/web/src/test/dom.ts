import { act } from 'react';
import { settle } from './render';

/** Types into an input or textarea the way React sees it (the native setter, then `input`). */
export async function typeInto(element: Element | null, value: string): Promise<void> {
  if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) {
    throw new Error('not a text field');
  }
  const prototype = Object.getPrototypeOf(element) as object;
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  await act(async () => {
    setter?.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

export async function press(element: Element | null | undefined): Promise<void> {
  if (!element) throw new Error('nothing to press');
  await act(async () => (element as HTMLElement).click());
  await settle();
}
