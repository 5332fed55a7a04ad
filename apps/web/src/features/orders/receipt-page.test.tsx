import type { CreditNote, Order, OrderEInvoice, OrderReceipts, Receipt } from '@scenic/contracts';
import { act } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n, loadOrderTexts } from '#web/lib/i18n.ts';
import { api, refusal } from '#web/test/api.ts';
import { press, typeInto } from '#web/test/dom.ts';
import { order, unpaid } from '#web/test/generators.ts';
import { renderPage } from '#web/test/page.tsx';
import { screen, within } from '#web/test/queries.ts';
import { sentTo, server } from '#web/test/server.ts';
import { toast } from '#web/test/toast.ts';
import ReceiptPage from './receipt-page';
import TicketOrderPage from './ticket-order-page';

const seller = {
  park: 'Bukit Awan Rainforest Park',
  company: 'Bukit Awan Resorts Sdn. Bhd.',
  address: 'Jalan Bukit Awan, 28700 Bentong, Pahang',
  phone: '+60 9-222 8800',
  email: 'hello@bukitawan.example',
  companyRegNo: '202301012345 (1234567-A)',
  sstRegNo: 'W10-1808-31012345',
  tin: 'C12345678010',
};

/** Three adults at RM 55.00 with 10% entertainment duty inside, paid by card. */
const receipt: Receipt = {
  type: 'receipt',
  id: 9,
  number: 'R-000042',
  issuedAt: '2026-11-28T02:05:00.000Z',
  orderId: 61,
  orderNo: 'T2611280001',
  seller,
  pricesIncludeTax: true,
  lines: [
    {
      name: 'Adult',
      quantity: 3,
      unitPrice: '55.00',
      taxClass: 'entertainment',
      rate: '10.00',
      tax: '15.00',
      net: '150.00',
      amount: '165.00',
      giftCard: false,
    },
  ],
  subtotal: '150.00',
  taxes: [{ taxClass: 'entertainment', rate: '10.00', taxable: '150.00', tax: '15.00' }],
  total: '165.00',
  paidAt: '2026-11-28T02:05:00.000Z',
  discount: null,
  paidBy: [{ method: 'card', amount: '165.00' }],
};
const note: CreditNote = {
  ...receipt,
  type: 'credit_note',
  id: 3,
  number: 'CN-000007',
  receiptNumber: 'R-000042',
  reason: 'One guest fell ill',
  lines: [
    {
      ...receipt.lines[0],
      quantity: 1,
      tax: '5.00',
      net: '50.00',
      amount: '55.00',
    } as Receipt['lines'][number],
  ],
  subtotal: '50.00',
  taxes: [{ taxClass: 'entertainment', rate: '10.00', taxable: '50.00', tax: '5.00' }],
  total: '55.00',
};

beforeAll(async () => {
  await initI18n('en');
  await loadOrderTexts();
});

beforeEach(() => {
  localStorage.setItem('token', 'tok');
  // A park that does not e-invoice, unless a test says otherwise.
  server.use(
    api.get<OrderEInvoice>('/index/order/einvoice', {
      enabled: false,
      monthClosed: false,
      month: '2026-11',
      document: null,
    }),
  );
});

const open = (at = '/order/receipt?id=61') =>
  renderPage(<ReceiptPage />, { path: '/order/receipt', at });

describe('the receipt page', () => {
  it('shows who sold with their registration numbers, each line’s tax class, rate and tax, and the totals', async () => {
    server.use(
      api.get<OrderReceipts>('/index/order/receipt', {
        receipt,
        supplementaryReceipts: [],
        creditNotes: [],
      }),
    );
    await open();
    const document = await screen.findByRole('article', { name: 'Receipt R-000042' });
    for (const text of [
      'Bukit Awan Rainforest Park',
      'Bukit Awan Resorts Sdn. Bhd.',
      '202301012345 (1234567-A)',
      'W10-1808-31012345',
      'C12345678010',
      'Entertainment duty 10.00%',
    ]) {
      expect(within(document).getByText(text)).toBeTruthy();
    }
    const row = within(document).getByRole('row', { name: /Adult/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['AdultEntertainment duty 10.00%', '3', 'RM 55.00', 'RM 15.00', 'RM 165.00']);
    expect(within(document).getByText('Subtotal before tax').nextElementSibling?.textContent).toBe(
      'RM 150.00',
    );
    expect(
      within(document).getByText('Entertainment duty 10.00% on RM 150.00').nextElementSibling
        ?.textContent,
    ).toBe('RM 15.00');
    expect(within(document).getByText('Total').nextElementSibling?.textContent).toBe('RM 165.00');
    expect(within(document).getByText('Paid with: Card RM 165.00')).toBeTruthy();
    expect(within(document).getByText('Prices include tax.')).toBeTruthy();
  });

  it('prints the page, and lists the credit notes of refunds, each opening alone', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    server.use(
      api.get<OrderReceipts>('/index/order/receipt', {
        receipt,
        supplementaryReceipts: [],
        creditNotes: [note],
      }),
    );
    await open();
    await press(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    const notes = screen.getByRole('region', { name: 'Credit notes' });
    const link = within(notes).getByRole('link', { name: 'Credit note CN-000007' });
    expect(link.getAttribute('href')).toBe('/order/receipt?id=61&note=3');
    expect(within(notes).getByText('− RM 55.00')).toBeTruthy();
    print.mockRestore();
  });

  it('lists the receipt of a date change’s difference, which opens alone with the dates', async () => {
    const later: Receipt = {
      ...receipt,
      id: 4,
      number: 'R-000050',
      receiptNumber: 'R-000042',
      dateChange: { from: '2026-12-01', to: '2026-12-05' },
      lines: [
        {
          ...(receipt.lines[0] as Receipt['lines'][number]),
          unitPrice: '11.00',
          tax: '3.00',
          net: '30.00',
          amount: '33.00',
        },
      ],
      subtotal: '30.00',
      taxes: [{ taxClass: 'entertainment', rate: '10.00', taxable: '30.00', tax: '3.00' }],
      total: '33.00',
      paidBy: [],
    };
    server.use(
      api.get<OrderReceipts>('/index/order/receipt', {
        receipt,
        supplementaryReceipts: [later],
        creditNotes: [],
      }),
    );
    await open();
    const list = await screen.findByRole('region', { name: 'Receipts of later payments' });
    const link = within(list).getByRole('link', { name: 'Receipt R-000050' });
    expect(link.getAttribute('href')).toBe('/order/receipt?id=61&supplement=4');
    expect(within(list).getByText('RM 33.00')).toBeTruthy();
  });

  it('shows one later receipt with the receipt it follows and the dates moved', async () => {
    const later: Receipt = {
      ...receipt,
      id: 4,
      number: 'R-000050',
      receiptNumber: 'R-000042',
      dateChange: { from: '2026-12-01', to: '2026-12-05' },
    };
    server.use(
      api.get<OrderReceipts>('/index/order/receipt', {
        receipt,
        supplementaryReceipts: [later],
        creditNotes: [],
      }),
    );
    await open('/order/receipt?id=61&supplement=4');
    const document = await screen.findByRole('article', { name: 'Receipt R-000050' });
    expect(within(document).getByText('For receipt').nextElementSibling?.textContent).toBe(
      'R-000042',
    );
    expect(within(document).getByText('Change of visit date').nextElementSibling?.textContent).toBe(
      '2026-12-01 to 2026-12-05',
    );
    expect(screen.getByRole('link', { name: 'Back to the receipt' })).toBeTruthy();
  });

  it('shows one credit note with the receipt it corrects and why', async () => {
    server.use(
      api.get<OrderReceipts>('/index/order/receipt', {
        receipt,
        supplementaryReceipts: [],
        creditNotes: [note],
      }),
    );
    await open('/order/receipt?id=61&note=3');
    const document = await screen.findByRole('article', { name: 'Credit note CN-000007' });
    expect(within(document).getByText('For receipt').nextElementSibling?.textContent).toBe(
      'R-000042',
    );
    expect(within(document).getByText('One guest fell ill')).toBeTruthy();
    expect(within(document).getByText('Total given back').nextElementSibling?.textContent).toBe(
      'RM 55.00',
    );
    expect(screen.getByRole('link', { name: 'Back to the receipt' })).toBeTruthy();
  });

  it('says an unpaid order has no receipt yet, in the server’s words', async () => {
    server.use(
      api.get('/index/order/receipt', () =>
        refusal(3080, 'This order has not been paid, so it has no receipt yet'),
      ),
    );
    await open();
    expect(
      await screen.findByText('This order has not been paid, so it has no receipt yet'),
    ).toBeTruthy();
    // Said once, on the page, not again in a toast.
    expect(toast.showToast).not.toHaveBeenCalled();
  });
});

describe('an order’s page', () => {
  it('opens the receipt of a paid order', async () => {
    const paid = order({ id: 61 });
    server.use(api.get<Order>('/index/order/orderDetail', paid));
    await renderPage(<TicketOrderPage />, {
      path: '/order/ticketDetail',
      at: '/order/ticketDetail?id=61',
    });
    const link = await screen.findByRole('link', { name: 'Receipt' });
    expect(link.getAttribute('href')).toBe('/order/receipt?id=61');
  });

  it('offers no receipt before the order is paid', async () => {
    server.use(api.get<Order>('/index/order/orderDetail', order({ id: 62, ...unpaid() })));
    await renderPage(<TicketOrderPage />, {
      path: '/order/ticketDetail',
      at: '/order/ticketDetail?id=62',
    });
    await screen.findByRole('region', { name: 'Tickets' });
    expect(screen.queryByRole('link', { name: 'Receipt' })).toBeNull();
  });
});

describe('the receipt page’s e-invoice', () => {
  const offered: OrderEInvoice = {
    enabled: true,
    monthClosed: false,
    month: '2026-11',
    document: null,
  };
  const choose = async (element: Element | null, value: string) => {
    if (!(element instanceof HTMLSelectElement)) throw new Error('not a select');
    const setter = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set;
    await act(async () => {
      setter?.call(element, value);
      element.dispatchEvent(new Event('change', { bubbles: true }));
    });
  };

  it('takes the visitor’s details, says what is wrong with a TIN before sending, then shows the state', async () => {
    server.use(
      api.get<OrderReceipts>('/index/order/receipt', {
        receipt,
        supplementaryReceipts: [],
        creditNotes: [],
      }),
      api.get<OrderEInvoice>('/index/order/einvoice', offered),
      api.post<OrderEInvoice>('/index/order/einvoice/request', {
        ...offered,
        document: { number: 'EI-R-000042', status: 'queued', validationLink: null },
      }),
    );
    await open();
    await press(await screen.findByRole('button', { name: 'Request an e-invoice' }));
    const field = (name: string) => screen.getByLabelText(name);
    await typeInto(
      field('Name (as on your identity document or company registration)'),
      'Aminah binti Yusof',
    );
    await typeInto(field('Tax identification number (TIN), if you have one'), 'IG12');
    await typeInto(field('Document number'), '880101011234');
    await typeInto(field('E-mail'), 'aminah@example.com');
    await typeInto(field('Phone'), '0123456789');
    await typeInto(field('Address'), '12 Jalan Mawar');
    await typeInto(field('Town or city'), 'Kajang');
    await choose(field('State'), '10');
    await press(screen.getByRole('button', { name: 'Send the request' }));
    expect(screen.getByText(/This is not a Malaysian TIN/)).toBeTruthy();
    expect(await sentTo('/index/order/einvoice/request')).toHaveLength(0);

    await typeInto(field('Tax identification number (TIN), if you have one'), 'IG12345678901');
    await press(screen.getByRole('button', { name: 'Send the request' }));
    expect((await sentTo('/index/order/einvoice/request'))[0]?.body).toMatchObject({
      id: 61,
      tin: 'IG12345678901',
      idType: 'NRIC',
      address: { line1: '12 Jalan Mawar', city: 'Kajang', state: '10' },
    });
    expect(await screen.findByText('Being sent to LHDN')).toBeTruthy();
  });

  it('links a validated e-invoice to MyInvois', async () => {
    const link = 'https://preprod.myinvois.hasil.gov.my/ABC/share/XYZ';
    server.use(
      api.get<OrderReceipts>('/index/order/receipt', {
        receipt,
        supplementaryReceipts: [],
        creditNotes: [],
      }),
      api.get<OrderEInvoice>('/index/order/einvoice', {
        ...offered,
        document: { number: 'EI-R-000042', status: 'valid', validationLink: link },
      }),
    );
    await open();
    const verify = await screen.findByRole('link', { name: 'Check it on MyInvois (QR link)' });
    expect(verify.getAttribute('href')).toBe(link);
    expect(screen.getByText('Validated by LHDN')).toBeTruthy();
  });

  it('after the month says the sale is in the consolidated e-invoice, and offers no form', async () => {
    server.use(
      api.get<OrderReceipts>('/index/order/receipt', {
        receipt,
        supplementaryReceipts: [],
        creditNotes: [],
      }),
      api.get<OrderEInvoice>('/index/order/einvoice', { ...offered, monthClosed: true }),
    );
    await open();
    expect(await screen.findByText(/consolidated e-invoice to LHDN for that month/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Request an e-invoice' })).toBeNull();
  });
});
