import { act, StrictMode, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, settle } from '#web/test/render.tsx';
import { holdBackEntry, useBackToClose } from './back-closes';

/** The Back button: one step back, then whatever the step set off. */
async function pressBack() {
  window.history.back();
  await waitForPops();
}

async function waitForPops() {
  for (let i = 0; i < 5; i++) await settle(10);
}

const depth = () => (window.history.state as { overlayDepth?: number } | null)?.overlayDepth ?? 0;

afterEach(async () => {
  // Leave every test on a plain entry of the page.
  while (depth() > 0) await pressBack();
});

describe('holdBackEntry', () => {
  it('Back closes the overlay and stays on the page; the next Back leaves it', async () => {
    window.history.pushState({ page: 'previous' }, '', '#/previous');
    window.history.pushState({ page: 'here' }, '', '#/here');
    const close = vi.fn();
    holdBackEntry(close);
    expect(window.location.hash).toBe('#/here');

    await pressBack();
    expect(close).toHaveBeenCalledTimes(1);
    expect(window.location.hash).toBe('#/here');
    expect(window.history.state).toEqual({ page: 'here' });

    await pressBack();
    expect(window.location.hash).toBe('#/previous');
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('closing it another way takes its entry away, so the next Back leaves the page', async () => {
    window.history.pushState({ page: 'previous' }, '', '#/previous');
    window.history.pushState({ page: 'here' }, '', '#/here');
    const length = window.history.length;
    const close = vi.fn();
    const release = holdBackEntry(close);
    expect(window.history.length).toBe(length + 1);
    await act(() => release());
    expect(window.history.state).toEqual({ page: 'here' });
    expect(close).not.toHaveBeenCalled();
    // Released twice (a button, then the unmount) is still one step.
    await act(() => release());
    expect(window.history.state).toEqual({ page: 'here' });

    await pressBack();
    expect(window.location.hash).toBe('#/previous');
  });

  it('closes one overlay per Back, the topmost first', async () => {
    window.history.pushState({ page: 'here' }, '', '#/here');
    const sheet = vi.fn();
    const calendar = vi.fn();
    holdBackEntry(sheet);
    holdBackEntry(calendar);
    await pressBack();
    expect(calendar).toHaveBeenCalledTimes(1);
    expect(sheet).not.toHaveBeenCalled();
    await pressBack();
    expect(sheet).toHaveBeenCalledTimes(1);
    expect(window.location.hash).toBe('#/here');
  });

  it('Back from a page opened out of an overlay returns to the page under it in one step', async () => {
    window.history.pushState({ page: 'previous' }, '', '#/previous');
    window.history.pushState({ page: 'detail' }, '', '#/detail');
    const release = holdBackEntry(vi.fn());
    // "Buy now" in the sheet opens the checkout; the sheet goes with the detail page.
    window.history.pushState({ page: 'checkout' }, '', '#/checkout');
    await act(() => release());
    expect(window.location.hash).toBe('#/checkout');

    await pressBack();
    expect(window.location.hash).toBe('#/detail');
    expect(depth()).toBe(0);
    await pressBack();
    expect(window.location.hash).toBe('#/previous');
  });

  it('an overlay opened as another closes, in the same moment, takes over its entry', async () => {
    window.history.pushState({ page: 'here' }, '', '#/here');
    const length = window.history.length;
    const release = holdBackEntry(vi.fn());
    void release();
    const next = vi.fn();
    holdBackEntry(next);
    await waitForPops();
    expect(window.history.length).toBe(length + 1);
    await pressBack();
    expect(next).toHaveBeenCalledTimes(1);
    expect(depth()).toBe(0);
  });
});

function Sheet({ label }: { label: string }) {
  const [open, setOpen] = useState(false);
  useBackToClose(open, () => setOpen(false));
  return (
    <div>
      <button type="button" onClick={() => setOpen(true)}>
        open {label}
      </button>
      {open && (
        <button type="button" onClick={() => setOpen(false)}>
          close {label}
        </button>
      )}
    </div>
  );
}

describe('useBackToClose', () => {
  const button = (view: HTMLElement, text: string) =>
    [...view.querySelectorAll('button')].find((item) => item.textContent === text) ?? null;

  it('closes the overlay on Back and pops its entry when closed by its button (StrictMode too)', async () => {
    window.history.pushState({ page: 'previous' }, '', '#/previous');
    window.history.pushState({ page: 'here' }, '', '#/here');
    const view = await render(
      <StrictMode>
        <Sheet label="menu" />
      </StrictMode>,
    );
    const length = window.history.length;
    await act(async () => button(view, 'open menu')?.click());
    await waitForPops();
    expect(window.history.length).toBe(length + 1);
    expect(button(view, 'close menu')).not.toBeNull();

    await pressBack();
    expect(button(view, 'close menu')).toBeNull();
    expect(window.location.hash).toBe('#/here');

    await act(async () => button(view, 'open menu')?.click());
    await waitForPops();
    await act(async () => button(view, 'close menu')?.click());
    await waitForPops();
    expect(depth()).toBe(0);
    await pressBack();
    expect(window.location.hash).toBe('#/previous');
  });
});
