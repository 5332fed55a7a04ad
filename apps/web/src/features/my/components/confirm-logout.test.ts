import { afterEach, describe, expect, it, vi } from 'vitest';

const confirm = vi.fn();
const clear = vi.fn();
vi.mock('antd-mobile/es/components/dialog', () => ({ default: { confirm, clear } }));
vi.mock('#web/lib/antd-render.ts', () => ({}));
const { confirmLogout } = await import('./confirm-logout');

const t = ((key: string) => key) as never;

describe('confirmLogout', () => {
  afterEach(() => vi.clearAllMocks());

  it('closes the dialog when the visitor goes back, staying on the page', async () => {
    window.history.pushState({ page: 'my' }, '', '#/my');
    let answer: (value: boolean) => void = () => undefined;
    confirm.mockReturnValue(new Promise<boolean>((resolve) => (answer = resolve)));
    clear.mockImplementation(() => answer(false));
    const pending = confirmLogout(t);
    expect(confirm).toHaveBeenCalledWith(expect.objectContaining({ title: 'my.logoutTitle' }));
    window.history.back();
    await expect(pending).resolves.toBe(false);
    expect(clear).toHaveBeenCalledTimes(1);
    expect(window.location.hash).toBe('#/my');
    expect(window.history.state).toEqual({ page: 'my' });
  });

  it('takes its history entry away when answered, so the next Back leaves the page', async () => {
    window.history.pushState({ page: 'my' }, '', '#/my');
    confirm.mockResolvedValue(true);
    await expect(confirmLogout(t)).resolves.toBe(true);
    expect(window.history.state).toEqual({ page: 'my' });
    expect(clear).not.toHaveBeenCalled();
  });
});
