import type { ConsoleRefundBody, ConsoleRefundResult } from '@scenic/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, refusal } from '#console/test/api.ts';
import { orderDetail, orderLine, payment } from '#console/test/generators.ts';
import { screen, within } from '#console/test/queries.ts';
import { press, renderScreen, typeInto } from '#console/test/render.tsx';
import { sentTo, server } from '#console/test/server.ts';
import { RefundDialog } from './refund-dialog';

/** Two adults at RM 32.50 (one already refunded) and a child at RM 20.10; RM 52.60 left. */
const detail = orderDetail({
  payments: [payment({ amount: '85.10', refunded: '32.50' })],
  lines: [
    orderLine({ id: 11, name: 'Adult', quantity: 2, refunded: 1, unitPrice: '32.50' }),
    orderLine({ id: 12, name: 'Child', quantity: 1, unitPrice: '20.10' }),
  ],
});

const refunds = () => sentTo('/console/orders/refund');

const onClose = vi.fn();

beforeEach(() => {
  onClose.mockReset();
  server.use(
    api.post<ConsoleRefundResult>('/console/orders/refund', ({ body }) => ({
      refundId: 9,
      amount: (body as ConsoleRefundBody).lines ? '32.50' : '52.60',
      status: 'succeeded',
    })),
  );
});

async function open() {
  await renderScreen(<RefundDialog detail={detail} onClose={onClose} />);
  return screen.findByRole('dialog', { name: 'Refund order T2026120100041' });
}

/** The second dialog, asking before any money moves; its title names the amount. */
async function confirmation(amount = '52.60') {
  const [title] = await screen.findAllByText(`Give RM ${amount} back to the visitor?`);
  return within(title?.closest('.ant-modal') as HTMLElement);
}

describe('the refund dialog', () => {
  it('offers to refund everything still paid, and names the amount on its button', async () => {
    const dialog = within(await open());
    expect(dialog.getByRole('radio', { name: 'Everything still paid (RM 52.60)' })).toHaveProperty(
      'checked',
      true,
    );
    expect(dialog.getByRole('button', { name: 'Refund RM 52.60…' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('asks why before anything else, and sends nothing without a reason', async () => {
    const dialog = within(await open());
    await press(dialog.getByRole('button', { name: 'Refund RM 52.60…' }));
    expect(dialog.getByRole('alert').textContent).toBe('Say why the money goes back');
    expect(screen.queryAllByText('Give RM 52.60 back to the visitor?')).toEqual([]);
    expect(await refunds()).toEqual([]);
  });

  it('moves money only after the second, explicit confirmation naming amount and order', async () => {
    const dialog = within(await open());
    await typeInto(dialog.getByLabelText('Reason'), 'Park closed by the storm');
    await press(dialog.getByRole('button', { name: 'Refund RM 52.60…' }));
    const confirm = await confirmation();
    expect(
      confirm.getByText(
        'The money goes back through the gateway that took it for order T2026120100041. This cannot be undone.',
      ),
    ).toBeTruthy();
    expect(await refunds()).toEqual([]);

    await press(confirm.getByRole('button', { name: 'Yes, refund' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect((await refunds()).map((sent) => sent.body)).toEqual([
      { id: 41, reason: 'Park closed by the storm' },
    ]);
    expect(await screen.findByText('RM 52.60 refunded')).toBeTruthy();
  });

  it('sends nothing when staff step back at the confirmation', async () => {
    const dialog = within(await open());
    await typeInto(dialog.getByLabelText('Reason'), 'Asked by the visitor');
    await press(dialog.getByRole('button', { name: 'Refund RM 52.60…' }));
    const confirm = await confirmation();
    await press(confirm.getByRole('button', { name: 'Cancel' }));
    expect(await refunds()).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('refunds some units of some lines: what they come to, and the lines sent', async () => {
    const dialog = within(await open());
    await press(dialog.getByRole('radio', { name: 'Some units of some lines' }));
    // Nothing chosen yet: nothing to refund.
    expect(dialog.getByRole('button', { name: 'Refund RM 0.00…' })).toHaveProperty(
      'disabled',
      true,
    );
    // One adult is left to refund, and the child.
    expect(dialog.getByLabelText('Units of Adult to refund').getAttribute('aria-valuemax')).toBe(
      '1',
    );
    await typeInto(dialog.getByLabelText('Units of Adult to refund'), '1');
    const next = dialog.getByRole('button', { name: 'Refund RM 32.50…' });
    await typeInto(dialog.getByLabelText('Reason'), 'Left before the walk');
    await press(next);
    await press((await confirmation('32.50')).getByRole('button', { name: 'Yes, refund' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect((await refunds()).map((sent) => sent.body)).toEqual([
      { id: 41, lines: [{ lineId: 11, quantity: 1 }], reason: 'Left before the walk' },
    ]);
  });

  it('never offers more units of a line than are left, nor lines refunded in full', async () => {
    await renderScreen(
      <RefundDialog
        detail={{
          ...detail,
          lines: [
            orderLine({ id: 11, name: 'Adult', quantity: 2, refunded: 2, unitPrice: '32.50' }),
            orderLine({ id: 12, name: 'Child', quantity: 1, unitPrice: '20.10' }),
          ],
        }}
        onClose={onClose}
      />,
    );
    await press(await screen.findByRole('radio', { name: 'Some units of some lines' }));
    expect(screen.getByLabelText('Units of Adult to refund')).toHaveProperty('disabled', true);
    expect(screen.getByLabelText('Units of Child to refund').getAttribute('aria-valuemax')).toBe(
      '1',
    );
  });

  it('keeps the dialog open with the server’s words when it refuses the refund', async () => {
    server.use(
      api.post(
        '/console/orders/refund',
        refusal(3040, 'The gateway refused the refund: the card has expired'),
      ),
    );
    const dialog = within(await open());
    await typeInto(dialog.getByLabelText('Reason'), 'Park closed by the storm');
    await press(dialog.getByRole('button', { name: 'Refund RM 52.60…' }));
    await press((await confirmation()).getByRole('button', { name: 'Yes, refund' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(
      'The gateway refused the refund: the card has expired',
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(await refunds()).toHaveLength(1);
  });

  it('says so when the gateway has yet to confirm the refund', async () => {
    server.use(
      api.post<ConsoleRefundResult>('/console/orders/refund', {
        refundId: 9,
        amount: '52.60',
        status: 'pending',
      }),
    );
    const dialog = within(await open());
    await typeInto(dialog.getByLabelText('Reason'), 'Park closed by the storm');
    await press(dialog.getByRole('button', { name: 'Refund RM 52.60…' }));
    await press((await confirmation()).getByRole('button', { name: 'Yes, refund' }));
    expect(
      await screen.findByText('Refund of RM 52.60 sent; the gateway will confirm it'),
    ).toBeTruthy();
  });
});
