import type { ConsolePayMethodSettings, PayMethodSettings, RefundQueue } from '@scenic/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { staffToken } from '#console/lib/session.ts';
import { api, refusal } from '#console/test/api.ts';
import { screen } from '#console/test/queries.ts';
import { press, renderScreen } from '#console/test/render.tsx';
import { sentTo, server } from '#console/test/server.ts';
import { Component as RefundsScreen } from './refunds-route';

const ALL = ['fpx', 'card', 'touchngo', 'boost', 'grabpay', 'duitnow'] as const;
const LABELS = [
  'FPX online banking',
  'Card',
  "Touch 'n Go eWallet",
  'Boost',
  'GrabPay',
  'DuitNow QR',
];

const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const saves = async () =>
  (await sentTo('/console/settings/payment-methods/save')).map((sent) => sent.body);

beforeEach(() => {
  staffToken.set('staff-token');
  server.use(
    api.get<RefundQueue>('/console/refunds/queue', { list: [] }),
    api.get<ConsolePayMethodSettings>('/console/settings/payment-methods', {
      methods: [...ALL],
      gateway: 'curlec',
    }),
    api.post<ConsolePayMethodSettings>('/console/settings/payment-methods/save', ({ body }) => ({
      methods: (body as PayMethodSettings).methods,
      gateway: 'curlec',
    })),
  );
});

afterEach(() => staffToken.clear());

describe('the ways to pay visitors are offered', () => {
  it('lists every way Curlec has, by the names visitors know, ticked as stored', async () => {
    await renderScreen(<RefundsScreen />);
    expect(await screen.findByText('Ways to pay')).toBeTruthy();
    expect(
      screen.getAllByRole('checkbox').map((input) => input.closest('label')?.textContent),
    ).toEqual(LABELS);
    expect(LABELS.every((name) => box(name).checked)).toBe(true);
    // Nothing changed yet: nothing to save.
    expect(
      (screen.getByRole('button', { name: 'Save ways to pay' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(
      screen.queryByText(/takes effect once the park takes payments through Curlec/),
    ).toBeNull();
  });

  it('saves the ways left ticked, in the payment page order, and says how many', async () => {
    await renderScreen(<RefundsScreen />);
    await screen.findByText('Ways to pay');
    await press(box('Card'));
    await press(box('Boost'));
    await press(screen.getByRole('button', { name: 'Save ways to pay' }));
    expect(await screen.findByText('Saved: visitors are offered 4 ways to pay')).toBeTruthy();
    expect(await saves()).toEqual([{ methods: ['fpx', 'touchngo', 'grabpay', 'duitnow'] }]);
    expect(box('Card').checked).toBe(false);
  });

  it('will not save none at all', async () => {
    await renderScreen(<RefundsScreen />);
    await screen.findByText('Ways to pay');
    for (const name of LABELS) await press(box(name));
    expect(screen.getByText('Choose at least one way to pay')).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Save ways to pay' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(await saves()).toEqual([]);
  });

  it("says the server's refusal and keeps what was ticked", async () => {
    server.use(api.post('/console/settings/payment-methods/save', refusal(1003, 'No permission')));
    await renderScreen(<RefundsScreen />);
    await screen.findByText('Ways to pay');
    await press(box('GrabPay'));
    await press(screen.getByRole('button', { name: 'Save ways to pay' }));
    expect(await screen.findByText('No permission')).toBeTruthy();
    expect(box('GrabPay').checked).toBe(false);
  });

  it('says the choice waits for Curlec while visitors pay through another gateway', async () => {
    server.use(
      api.get<ConsolePayMethodSettings>('/console/settings/payment-methods', {
        methods: ['fpx', 'duitnow'],
        gateway: 'stripe',
      }),
    );
    await renderScreen(<RefundsScreen />);
    expect(
      await screen.findByText(
        'Visitors now pay through Stripe: this choice takes effect once the park takes payments through Curlec.',
      ),
    ).toBeTruthy();
    expect(box('DuitNow QR').checked).toBe(true);
    expect(box('Card').checked).toBe(false);
  });
});
