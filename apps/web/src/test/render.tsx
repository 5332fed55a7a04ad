import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

const mounted: { root: Root; container: HTMLElement }[] = [];

/**
 * Renders into a fresh container inside act(). @testing-library/react needs
 * @testing-library/dom, which is not installed: ./queries.ts finds elements by role, label and
 * text the way its queries do, and ./page.tsx renders a page with its query cache and router.
 */
export async function render(node: ReactNode): Promise<HTMLElement> {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  mounted.push({ root, container });
  await act(async () => root.render(node));
  return container;
}

/** Renders a new element into a container `render` made, as a parent passing new props would. */
export async function rerender(container: HTMLElement, node: ReactNode): Promise<void> {
  const entry = mounted.find((item) => item.container === container);
  if (!entry) throw new Error('not rendered by render()');
  await act(async () => entry.root.render(node));
}

export async function unmountAll(): Promise<void> {
  for (const { root, container } of mounted.splice(0)) {
    await act(async () => root.unmount());
    container.remove();
  }
}

/** Lets pending promises, timers scheduled at 0 and React updates settle. */
export async function settle(ms = 0): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
  });
}

export function byTestId(container: ParentNode, id: string): HTMLElement | null {
  return container.querySelector(`[data-testid="${id}"]`);
}

/** Polls until the check passes (lazy chunks and data arrive asynchronously) or fails after 3 s. */
export async function waitFor<T>(
  check: () => T | null | undefined | false,
  timeout = 3000,
): Promise<T> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('waitFor: timed out');
    await settle(20);
  }
}
