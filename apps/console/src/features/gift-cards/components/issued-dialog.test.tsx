import { describe, expect, it, vi } from 'vitest';
import { consoleGiftCard } from '#console/test/generators.ts';
import { screen, within } from '#console/test/queries.ts';
import { press, renderScreen } from '#console/test/render.tsx';
import { IssuedDialog } from './issued-dialog';

describe('a card just issued', () => {
  it('without a PIN, asks staff to hand over the code, and shows no PIN', async () => {
    const onClose = vi.fn();
    await renderScreen(
      <IssuedDialog
        issued={{ card: consoleGiftCard({ value: '25.00', source: 'issued' }), pin: '' }}
        onClose={onClose}
      />,
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Card issued: RM 25.00' }));
    expect(
      dialog.getByText(
        'Hand the code to the holder now: they type it at checkout or add it in My centre.',
      ),
    ).toBeTruthy();
    expect(dialog.getByText('K7QM-3XPA-9D2F-HT4W')).toBeTruthy();
    expect(dialog.getByText('2029-12-01')).toBeTruthy();
    expect(dialog.queryByText('PIN')).toBeNull();
    expect(dialog.queryByRole('button', { name: 'Copy PIN' })).toBeNull();
    await press(dialog.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
