import {
  type ConsoleTaxSettings,
  DEFAULT_TAX_SETTINGS,
  VALIDATION_MESSAGES,
} from '@scenic/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '#console/test/api.ts';
import { screen, within } from '#console/test/queries.ts';
import { press, renderScreen, typeInto } from '#console/test/render.tsx';
import { sentTo, server } from '#console/test/server.ts';
import { Component as TaxSettingsRoute } from './tax-settings-route';

const stored: ConsoleTaxSettings = {
  settings: {
    ...DEFAULT_TAX_SETTINGS,
    registration: { companyRegNo: '202301012345', sstRegNo: '', tin: '' },
  },
  rates: [
    { id: 1, taxClass: 'food_drink', rate: '6.00', from: '2024-03-01' },
    { id: 2, taxClass: 'services', rate: '6.00', from: '2018-09-01' },
    { id: 3, taxClass: 'services', rate: '8.00', from: '2024-03-01' },
    { id: 4, taxClass: 'entertainment', rate: '25.00', from: '2027-01-01' },
  ],
  today: '2026-11-28',
};

const sent = async (path: string) => (await sentTo(path)).map((each) => each.body);

beforeEach(() => {
  server.use(
    api.get<ConsoleTaxSettings>('/console/settings/tax', stored),
    api.post<ConsoleTaxSettings>('/console/settings/tax/save', ({ body }) => ({
      ...stored,
      settings: body as ConsoleTaxSettings['settings'],
    })),
    api.post<ConsoleTaxSettings>('/console/settings/tax/rates/add', stored),
    api.post<ConsoleTaxSettings>('/console/settings/tax/rates/remove', stored),
    api.get('/index/index/ticketList', []),
    api.get('/index/index/goodList', { list: [] }),
    api.get('/index/index/sceneryList', { list: [] }),
  );
});

const open = async () => {
  await renderScreen(<TaxSettingsRoute />);
  return screen.findByLabelText('Company registration no. (SSM)');
};
/** The rates table, row by row, as staff read it. */
const rateRows = () =>
  Array.from(
    screen.getByText('Rates').closest('.ant-card')?.querySelectorAll('tbody tr') ?? [],
    (row) => Array.from(row.children, (cell) => cell.textContent).slice(0, 4),
  );

describe('receipts and tax', { timeout: 15_000 }, () => {
  it('lists each rate with the day it starts and whether it is in force, replaced or upcoming', async () => {
    await open();
    expect(rateRows()).toEqual([
      ['Service tax (food and drink)', '6.00%', '2024-03-01', 'In force'],
      ['Service tax (other services)', '6.00%', '2018-09-01', 'Replaced'],
      ['Service tax (other services)', '8.00%', '2024-03-01', 'In force'],
      ['Entertainment duty', '25.00%', '2027-01-01', 'Upcoming'],
    ]);
    // Only a rate not yet started can be taken back.
    expect(screen.getAllByRole('button', { name: 'Take back' })).toHaveLength(1);
  });

  it('saves the registration numbers and whether prices include tax, with the classes as they stand', async () => {
    const field = await open();
    expect(field).toHaveProperty('value', '202301012345');
    await typeInto(screen.getByLabelText('SST registration no.'), 'W10-1808-31012345');
    await typeInto(screen.getByLabelText('Tax identification no. (TIN)'), 'C12345678010');
    await press(screen.getByRole('switch', { name: 'Prices include tax' }));
    await press(screen.getByText('Save').closest('button'));
    await expect
      .poll(() => sent('/console/settings/tax/save'))
      .toEqual([
        {
          pricesIncludeTax: false,
          kindClasses: DEFAULT_TAX_SETTINGS.kindClasses,
          items: [],
          registration: {
            companyRegNo: '202301012345',
            sstRegNo: 'W10-1808-31012345',
            tin: 'C12345678010',
          },
        },
      ]);
    expect(await screen.findByText('Tax settings saved')).toBeTruthy();
  });

  it('refuses a registration number with other characters, and sends nothing', async () => {
    await open();
    await typeInto(screen.getByLabelText('Tax identification no. (TIN)'), 'C123<script>');
    await press(screen.getByText('Save').closest('button'));
    expect(
      await screen.findByText(
        new RegExp(VALIDATION_MESSAGES.registrationNumberInvalid.en.replace(/[().]/g, '\\$&')),
      ),
    ).toBeTruthy();
    expect(await sent('/console/settings/tax/save')).toEqual([]);
  });

  it('refuses a rate that is not a percentage, and sends nothing', async () => {
    await open();
    await typeInto(screen.getByLabelText('Rate'), '120');
    await press(screen.getByText('Add rate').closest('button'));
    expect(await screen.findByText(VALIDATION_MESSAGES.taxRateInvalid.en)).toBeTruthy();
    expect(await sent('/console/settings/tax/rates/add')).toEqual([]);
  });

  it('takes back an upcoming rate after a confirmation', async () => {
    await open();
    await press(screen.getByRole('button', { name: 'Take back' }));
    const confirm = await screen.findByText('Take back the rate of 25.00% from 2027-01-01?');
    const popup = confirm.closest('.ant-popover') as HTMLElement;
    await press(within(popup).getByRole('button', { name: 'Take back' }));
    await expect.poll(() => sent('/console/settings/tax/rates/remove')).toEqual([{ id: 4 }]);
  });
});
