import type { ConsoleEInvoice } from '@scenic/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '#console/test/api.ts';
import { screen, within } from '#console/test/queries.ts';
import { press, renderScreen } from '#console/test/render.tsx';
import { sentTo, server } from '#console/test/server.ts';
import type { EInvoiceList, EInvoiceSettingsView } from './api/e-invoices';
import { Component as EInvoicesRoute } from './e-invoices-route';

const invalid: ConsoleEInvoice = {
  id: 7,
  kind: 'invoice_individual',
  number: 'EI-R-000042',
  period: null,
  orderId: 61,
  status: 'invalid',
  uuid: null,
  errors: ['CF410: Buyer address is not valid'],
  attempts: 1,
  nextAttemptAt: '2026-11-28T02:00:00.000Z',
  createdAt: '2026-11-28T02:00:00.000Z',
  validatedAt: null,
  validationLink: null,
};
const consolidated: ConsoleEInvoice = {
  ...invalid,
  id: 6,
  kind: 'invoice_consolidated',
  number: 'CEI-2026-10',
  period: '2026-10',
  orderId: null,
  status: 'valid',
  uuid: 'ABC',
  errors: [],
  validationLink: 'https://preprod.myinvois.hasil.gov.my/ABC/share/XYZ',
};
const settings: EInvoiceSettingsView = {
  settings: {
    enabled: true,
    msic: '93210',
    businessActivity: 'Activities of amusement parks and theme parks',
    state: '10',
    city: 'Hulu Langat',
    postcode: '43100',
    tourismTaxNumber: 'NA',
  },
  connected: true,
};

beforeEach(() => {
  server.use(
    api.get<EInvoiceList>('/console/e-invoices', { items: [invalid, consolidated], total: 2 }),
    api.get<EInvoiceSettingsView>('/console/settings/e-invoicing', settings),
    api.post<ConsoleEInvoice>('/console/e-invoices/resubmit', { ...invalid, status: 'queued' }),
  );
});

describe('the e-invoices screen', { timeout: 15_000 }, () => {
  it('lists documents with their state and LHDN’s reasons, and resubmits an invalid one', async () => {
    await renderScreen(<EInvoicesRoute />);
    const row = (await screen.findByText('EI-R-000042')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Invalid')).toBeTruthy();
    expect(within(row).getByText('CF410: Buyer address is not valid')).toBeTruthy();
    expect(within(row).getByText('Order 61')).toBeTruthy();
    const month = screen.getByText('CEI-2026-10').closest('tr') as HTMLElement;
    expect(within(month).getByText('Month 2026-10')).toBeTruthy();
    expect(within(month).getByRole('link', { name: 'Validation link' })).toBeTruthy();
    expect(within(month).queryByRole('button', { name: 'Resubmit' })).toBeNull();

    await press(within(row).getByRole('button', { name: 'Resubmit' }));
    await expect
      .poll(async () => (await sentTo('/console/e-invoices/resubmit')).map((sent) => sent.body))
      .toEqual([{ id: 7 }]);
  });

  it('shows the settings, on or off, with the supplier’s codes', async () => {
    await renderScreen(<EInvoicesRoute />);
    expect(await screen.findByLabelText('MSIC code')).toHaveProperty('value', '93210');
    expect(screen.getByRole('switch', { name: 'Issue e-invoices' })).toHaveProperty(
      'ariaChecked',
      'true',
    );
  });
});
