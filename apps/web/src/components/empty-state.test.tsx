import { describe, expect, it, vi } from 'vitest';
import { press } from '#web/test/dom.ts';
import { renderPage, whereNow } from '#web/test/page.tsx';
import { screen } from '#web/test/queries.ts';
import { EmptyState } from './empty-state';

describe('an empty page', () => {
  it('says so and links the way on', async () => {
    const { view } = await renderPage(
      <EmptyState text="Nothing here yet" action={{ label: 'See tickets', to: '/ticket' }} />,
      { path: '/order' },
    );
    expect(screen.getByText('Nothing here yet')).toBeTruthy();
    // Nothing went wrong: it is not read out as an alert.
    expect(screen.queryByRole('alert')).toBeNull();
    const link = screen.getByRole('link', { name: 'See tickets' });
    await press(link);
    await expect(whereNow(view)).resolves.toBe('PUSH /ticket');
  });

  it('offers an action on the page itself as a button, and is read out when it stops the visitor', async () => {
    const clear = vi.fn();
    const { view } = await renderPage(
      <EmptyState text="No match" action={{ label: 'Clear', onClick: clear }} role="alert" />,
      { path: '/shop' },
    );
    const button = view.querySelector('button');
    expect(view.querySelector('[role="alert"]')?.textContent).toContain('No match');
    expect(view.querySelector('a')).toBeNull();
    await press(button);
    expect(clear).toHaveBeenCalledOnce();
  });

  it('can stand without an action', async () => {
    const { view } = await renderPage(<EmptyState text="The menu is empty" />, {
      path: '/dianCan',
    });
    expect(view.querySelector('.empty-state p')?.textContent).toBe('The menu is empty');
    expect(view.querySelector('a, button')).toBeNull();
  });
});
