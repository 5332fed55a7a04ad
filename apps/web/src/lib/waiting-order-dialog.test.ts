import { afterEach, describe, expect, it, vi } from 'vitest';

const show = vi.fn();
const clear = vi.fn();
vi.mock('antd-mobile/es/components/dialog', () => ({ default: { show, clear } }));
vi.mock('./antd-render', () => ({}));
const { confirmGoToWaitingOrder } = await import('./waiting-order-dialog');

const t = ((key: string) => key) as never;

describe('confirmGoToWaitingOrder', () => {
  afterEach(() => vi.clearAllMocks());

  it('offers the waiting order first and answers which the visitor chose, once its entry is gone', async () => {
    window.history.pushState({ page: 'detail' }, '', '#/detail');
    const pending = confirmGoToWaitingOrder('Pay that order first', t);
    const options = show.mock.calls[0]?.[0];
    expect(options.content).toBe('Pay that order first');
    expect(options.actions.map((action: { text: string }) => action.text)).toEqual([
      'waitingOrder.go',
      'waitingOrder.later',
    ]);
    options.onAction({ key: 'go' });
    // Choosing closes the dialog, which reports a close after the choice.
    options.onClose();
    await expect(pending).resolves.toBe(true);
    // The page the visitor goes to next comes right after this one.
    expect(window.history.state).toEqual({ page: 'detail' });
  });

  it('closes as "Not now" when the visitor goes back, staying on the page', async () => {
    window.history.pushState({ page: 'detail' }, '', '#/detail');
    const pending = confirmGoToWaitingOrder('Pay that order first', t);
    window.history.back();
    // The step back arrives as a popstate when the browser gets to it (later on a busy machine).
    await vi.waitFor(() => expect(clear).toHaveBeenCalledTimes(1), { timeout: 2_000 });
    await expect(pending).resolves.toBe(false);
    expect(window.location.hash).toBe('#/detail');
    expect(window.history.state).toEqual({ page: 'detail' });
  });
});
