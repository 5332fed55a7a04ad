import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider, App as KitApp } from 'antd';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach } from 'vitest';
import { initI18n } from '#console/lib/i18n.ts';

// React's act() warns unless the environment says tests drive it.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Lets pending answers, timers and React updates settle. */
export async function settle(ms = 0): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
  });
}

const mounted: Root[] = [];

afterEach(async () => {
  for (const root of mounted.splice(0)) await act(async () => root.unmount());
  document.body.innerHTML = '';
});

/**
 * Renders a console screen or part as the app does, in English: the kit's App (for its dialogs and
 * messages), a fresh query cache and a router at `at`.
 */
export async function renderScreen(node: ReactNode, { at = '/' }: { at?: string } = {}) {
  await initI18n('en');
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  mounted.push(root);
  await act(async () =>
    root.render(
      <ConfigProvider>
        <KitApp>
          <QueryClientProvider client={client}>
            <MemoryRouter initialEntries={[at]}>{node}</MemoryRouter>
          </QueryClientProvider>
        </KitApp>
      </ConfigProvider>,
    ),
  );
  return { container, client };
}

/** Clicks as a staff member does, then lets the screen answer. */
export async function press(element: Element | null | undefined): Promise<void> {
  if (!element) throw new Error('nothing to press');
  await act(async () => (element as HTMLElement).click());
  await settle();
}

/** Types into a field the way React sees it (the native setter, then `input`). */
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
  await settle();
}
