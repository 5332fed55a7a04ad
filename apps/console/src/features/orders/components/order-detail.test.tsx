import { describe, expect, it } from 'vitest';
import { order, orderDetail, orderLine, payment } from '#console/test/generators.ts';
import { screen } from '#console/test/queries.ts';
import { renderScreen } from '#console/test/render.tsx';
import { OrderDetail } from './order-detail';

/** What the visitor's order says of a line: the staff lines carry no price before the code. */
const visitorLine = (name: string, unitPrice: string, listUnitPrice: string, quantity = 1) => ({
  itemId: 5,
  goodsId: null,
  reviewed: false,
  name,
  quantity,
  refunded: 0,
  unitPrice,
  listUnitPrice,
  subtotal: (Number(unitPrice) * quantity).toFixed(2),
});

/** Two adults at RM 45.00 with SUMMER10 (10% off), and a child's ticket the code was not for. */
const discounted = orderDetail({
  order: order({
    total: '106.00',
    discount: { code: 'SUMMER10', amount: '9.00' },
    lines: [visitorLine('Adult', '40.50', '45.00', 2), visitorLine('Child', '25.00', '25.00')],
  }),
  payments: [payment({ amount: '106.00' })],
  lines: [
    orderLine({ id: 11, name: 'Adult', quantity: 2, unitPrice: '40.50' }),
    orderLine({ id: 12, name: 'Child', quantity: 1, unitPrice: '25.00' }),
  ],
});

/** The lines table, row by row, as staff read it. */
const lineCells = () =>
  Array.from(
    screen.getByText('Lines').closest('.ant-card')?.querySelectorAll('tbody tr') ?? [],
    (row) => Array.from(row.children, (cell) => cell.textContent),
  );

describe('an order with a promotion code', () => {
  it('shows the code and what it took off, and each discounted line’s list price', async () => {
    await renderScreen(<OrderDetail detail={discounted} mayRefund={false} />);
    expect(screen.getByText('SUMMER10: RM 9.00 off')).toBeTruthy();
    expect(lineCells()).toEqual([
      ['Adult', '2', 'RM 40.50List price RM 45.00', '—'],
      ['Child', '1', 'RM 25.00', '—'],
    ]);
  });

  it('says nothing of a code on an order without one', async () => {
    await renderScreen(<OrderDetail detail={orderDetail()} mayRefund={false} />);
    expect(screen.queryByText('Promotion code')).toBeNull();
    expect(screen.queryByText(/List price/)).toBeNull();
  });
});

describe('a paid order', () => {
  it('links to its receipt', async () => {
    await renderScreen(
      <OrderDetail detail={orderDetail({ order: order({ id: 41 }) })} mayRefund />,
    );
    const link = await screen.findByRole('link', { name: 'Receipt' });
    expect(link.getAttribute('href')).toBe('/orders/41/receipt');
  });

  it('offers no receipt before it is paid', async () => {
    await renderScreen(
      <OrderDetail
        detail={orderDetail({ order: order({ id: 42, status: 'pending_payment', paidAt: null }) })}
        mayRefund
      />,
    );
    await screen.findByText('Lines');
    expect(screen.queryByRole('link', { name: 'Receipt' })).toBeNull();
  });
});
