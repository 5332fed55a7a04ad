import type { CreditNote, OrderReceipts, Receipt } from '@scenic/contracts';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { api } from '#console/test/api.ts';
import { screen, within } from '#console/test/queries.ts';
import { press, renderScreen } from '#console/test/render.tsx';
import { server } from '#console/test/server.ts';
import { Component as ReceiptRoute } from './receipt-route';

const receipt: Receipt = {
  type: 'receipt',
  id: 9,
  number: 'R-000042',
  issuedAt: '2026-12-01T10:03:00Z',
  orderId: 41,
  orderNo: 'T2026120100041',
  seller: {
    park: 'Bukit Awan Rainforest Park',
    company: 'Bukit Awan Resorts Sdn. Bhd.',
    address: 'Bentong, Pahang',
    phone: '',
    email: '',
    companyRegNo: '202301012345',
    sstRegNo: 'W10-1808-31012345',
    tin: 'C12345678010',
  },
  pricesIncludeTax: true,
  lines: [
    {
      name: 'Nasi lemak',
      quantity: 2,
      unitPrice: '10.60',
      taxClass: 'food_drink',
      rate: '6.00',
      tax: '1.20',
      net: '20.00',
      amount: '21.20',
      giftCard: false,
    },
  ],
  subtotal: '20.00',
  taxes: [{ taxClass: 'food_drink', rate: '6.00', taxable: '20.00', tax: '1.20' }],
  total: '21.20',
  paidAt: '2026-12-01T10:03:00Z',
  discount: null,
  paidBy: [{ method: 'card', amount: '21.20' }],
};
const note: CreditNote = {
  ...receipt,
  type: 'credit_note',
  id: 5,
  number: 'CN-000003',
  receiptNumber: 'R-000042',
  reason: 'Cold when served',
  lines: [
    {
      ...(receipt.lines[0] as Receipt['lines'][number]),
      quantity: 1,
      tax: '0.60',
      net: '10.00',
      amount: '10.60',
    },
  ],
  subtotal: '10.00',
  taxes: [{ taxClass: 'food_drink', rate: '6.00', taxable: '10.00', tax: '0.60' }],
  total: '10.60',
};

describe('an order’s receipt in the console', { timeout: 15_000 }, () => {
  it('shows the receipt with its numbers and taxes, and each credit note in turn', async () => {
    server.use(
      api.get<OrderReceipts>('/console/orders/receipt', {
        receipt,
        supplementaryReceipts: [],
        creditNotes: [note],
      }),
    );
    await renderScreen(
      <Routes>
        <Route path="/orders/:id/receipt" element={<ReceiptRoute />} />
      </Routes>,
      { at: '/orders/41/receipt' },
    );
    const document = await screen.findByRole('article', { name: 'Receipt R-000042' });
    expect(within(document).getByText(/W10-1808-31012345/)).toBeTruthy();
    expect(within(document).getByText('Service tax (food and drink) 6.00%')).toBeTruthy();
    expect(
      within(document).getByText('Service tax (food and drink) 6.00% on RM 20.00')
        .nextElementSibling?.textContent,
    ).toBe('RM 1.20');
    await press(screen.getByText('Credit note CN-000003 (− RM 10.60)'));
    const credit = await screen.findByRole('article', { name: 'Credit note CN-000003' });
    expect(within(credit).getByText('Reason: Cold when served')).toBeTruthy();
    expect(within(credit).getByText('Total given back').nextElementSibling?.textContent).toBe(
      'RM 10.60',
    );
  });

  it('lists the receipt of a date change’s difference among the documents, with the dates moved', async () => {
    const later: Receipt = {
      ...receipt,
      id: 8,
      number: 'R-000051',
      receiptNumber: 'R-000042',
      dateChange: { from: '2026-12-01', to: '2026-12-05' },
      total: '12.00',
    };
    server.use(
      api.get<OrderReceipts>('/console/orders/receipt', {
        receipt,
        supplementaryReceipts: [later],
        creditNotes: [],
      }),
    );
    await renderScreen(
      <Routes>
        <Route path="/orders/:id/receipt" element={<ReceiptRoute />} />
      </Routes>,
      { at: '/orders/41/receipt' },
    );
    await screen.findByRole('article', { name: 'Receipt R-000042' });
    await press(screen.getByText('Receipt R-000051 (+ RM 12.00)'));
    const shown = await screen.findByRole('article', { name: 'Receipt R-000051' });
    expect(within(shown).getByText(/For receipt: R-000042/)).toBeTruthy();
    expect(
      within(shown).getByText('Change of visit date from 2026-12-01 to 2026-12-05'),
    ).toBeTruthy();
  });
});
