import { afterEach, describe, expect, it, vi } from 'vitest';

const show = vi.fn();
const clear = vi.fn();
vi.mock('antd-mobile/es/components/dialog', () => ({ default: { show, clear } }));
vi.mock('./antd-render', () => ({}));
const { confirmGoToWaitingOrder } = await import('./waiting-order-dialog');

const t = ((key: string) => key) as never;

describe('confirmGoToWaitingOrder', () => {
  afterEach(() => vi.clearAllMocks());

  it('offers the waiting order first and answers which the visitor chose', async () => {
    const pending = confirmGoToWaitingOrder('Pay that order first', t);
    const options = show.mock.calls[0]?.[0];
    expect(options.content).toBe('Pay that order first');
    expect(options.actions.map((action: { text: string }) => action.text)).toEqual([
      'waitingOrder.go',
      'waitingOrder.later',
    ]);
    options.onAction({ key: 'go' });
    await expect(pending).resolves.toBe(true);
  });

  it('closes as "Not now" when the visitor goes back, and stops listening once answered', async () => {
    const pending = confirmGoToWaitingOrder('Pay that order first', t);
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(clear).toHaveBeenCalledTimes(1);
    await expect(pending).resolves.toBe(false);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(clear).toHaveBeenCalledTimes(1);
  });
});
