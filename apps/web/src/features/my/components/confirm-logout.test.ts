import { afterEach, describe, expect, it, vi } from 'vitest';

const confirm = vi.fn();
const clear = vi.fn();
vi.mock('antd-mobile/es/components/dialog', () => ({ default: { confirm, clear } }));
vi.mock('#web/lib/antd-render.ts', () => ({}));
const { confirmLogout } = await import('./confirm-logout');

const t = ((key: string) => key) as never;

describe('confirmLogout', () => {
  afterEach(() => vi.clearAllMocks());

  it('closes the dialog when the visitor goes back, and stops listening once answered', async () => {
    let answer: (value: boolean) => void = () => undefined;
    confirm.mockReturnValue(new Promise<boolean>((resolve) => (answer = resolve)));
    const pending = confirmLogout(t);
    expect(confirm).toHaveBeenCalledWith(expect.objectContaining({ title: 'my.logoutTitle' }));
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(clear).toHaveBeenCalledTimes(1);
    answer(false);
    await expect(pending).resolves.toBe(false);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(clear).toHaveBeenCalledTimes(1);
  });
});
