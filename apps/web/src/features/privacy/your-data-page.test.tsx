import { type ClosePreview, ERRORS, type PersonalData } from '@scenic/contracts';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n, loadAccountTexts } from '#web/lib/i18n.ts';
import { getToken } from '#web/lib/storage.ts';
import { api, refusal } from '#web/test/api.ts';
import { press, typeInto } from '#web/test/dom.ts';
import { renderPage, whereNow } from '#web/test/page.tsx';
import { screen, within } from '#web/test/queries.ts';
import { waitFor } from '#web/test/render.tsx';
import { sentTo, server } from '#web/test/server.ts';
import { toast } from '#web/test/toast.ts';
import YourDataPage from './your-data-page';

const personal: PersonalData = {
  format: 'bukit-awan-personal-data/1',
  exportedAt: '2026-11-27T10:00:00.000Z',
  account: { email: 'aminah@example.com' },
  signIns: [],
  consents: [],
  orders: [],
  giftCards: [],
  reviews: [],
  messages: [],
  favourites: [],
  eInvoices: [],
};
const nothingToLose: ClosePreview = {
  unpaidOrders: [],
  giftCards: [],
  forfeit: '0.00',
  ordersKept: 2,
};

beforeAll(async () => {
  await initI18n('en');
  await loadAccountTexts();
});

beforeEach(() => {
  localStorage.setItem('token', 'tok');
  localStorage.setItem(
    'user',
    JSON.stringify({
      id: 7,
      nickname: 'Aminah',
      avatar: '',
      areaCode: '+60',
      phone: '123456789',
      email: 'aminah@example.com',
      createdAt: '2026-01-01T00:00:00Z',
    }),
  );
  server.use(api.get<PersonalData>('/index/privacy/export', personal));
});

const open = () => renderPage(<YourDataPage />, { path: '/my/data' });
const closeRegion = () => screen.findByRole('region', { name: 'Closing your account' });

describe('Your data', () => {
  it('downloads everything the park holds as a JSON file', async () => {
    const made = vi.fn((_blob: Blob) => 'blob:my-data');
    Object.assign(URL, { createObjectURL: made, revokeObjectURL: vi.fn() });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await open();
    await press(screen.getByRole('button', { name: 'Download my data' }));
    await waitFor(() => clicked.mock.calls.length === 1);
    expect(await sentTo('/index/privacy/export')).toHaveLength(1);
    const file = made.mock.calls[0]?.[0] as Blob;
    expect(JSON.parse(await file.text())).toEqual(personal);
    expect(toast.showToast).toHaveBeenLastCalledWith('Your data is downloaded');
    clicked.mockRestore();
  });

  it('corrects the nickname', async () => {
    server.use(
      api.post('/index/privacy/profile', ({ body }) => ({
        id: 7,
        nickname: (body as { nickname: string }).nickname,
        avatar: '',
        areaCode: '+60',
        phone: '123456789',
        email: 'aminah@example.com',
        createdAt: '2026-01-01T00:00:00Z',
      })),
    );
    await open();
    const field = screen.getByRole('textbox', { name: 'Nickname' });
    expect((field as HTMLInputElement).value).toBe('Aminah');
    await typeInto(field, 'Wei Ling');
    await press(screen.getByRole('button', { name: 'Save nickname' }));
    const [sent] = await sentTo('/index/privacy/profile');
    expect(sent?.body).toEqual({ nickname: 'Wei Ling' });
  });

  it('changes the e-mail address with the code sent to the new one', async () => {
    server.use(
      api.post('/index/privacy/contact/sendCode', { resendAfter: 60 }),
      api.post('/index/privacy/contact/change', {
        id: 7,
        nickname: 'Aminah',
        avatar: '',
        areaCode: '+60',
        phone: '123456789',
        email: 'new@example.com',
        createdAt: '2026-01-01T00:00:00Z',
      }),
    );
    await open();
    await typeInto(screen.getByRole('textbox', { name: 'New e-mail address' }), 'new@example.com');
    await press(screen.getByRole('button', { name: 'Send code' }));
    await typeInto(await screen.findByRole('textbox', { name: 'Verification code' }), '123456');
    await press(screen.getByRole('button', { name: 'Change it' }));
    const [sent] = await sentTo('/index/privacy/contact/change');
    expect(sent?.body).toEqual({ type: 'email', email: 'new@example.com', code: '123456' });
    await waitFor(() => toast.showToast.mock.calls.length >= 2);
    expect(toast.showToast).toHaveBeenLastCalledWith('Changed: sign in with it from now on');
  });

  it('changes the phone number in one of the area codes the park offers', async () => {
    server.use(
      api.post('/index/privacy/contact/sendCode', { resendAfter: 60 }),
      api.post('/index/privacy/contact/change', ({ body }) => ({
        id: 7,
        nickname: 'Aminah',
        avatar: '',
        areaCode: (body as { areaCode: string }).areaCode,
        phone: '91234567',
        email: 'aminah@example.com',
        createdAt: '2026-01-01T00:00:00Z',
      })),
    );
    await open();
    await press(screen.getByRole('radio', { name: 'Phone' }));
    const area = await screen.findByRole<HTMLSelectElement>('combobox', {
      name: 'Country or region code',
    });
    await screen.findByRole('option', { name: 'Singapore (+65)' });
    area.value = '+65';
    area.dispatchEvent(new Event('change', { bubbles: true }));
    await typeInto(screen.getByLabelText('New phone number'), '9123 4567');
    await press(screen.getByRole('button', { name: 'Send code' }));
    const [code] = await sentTo('/index/privacy/contact/sendCode');
    expect(code?.body).toEqual({ type: 'phone', areaCode: '+65', phone: '9123 4567' });
  });

  it('offers to try again when what closing would do cannot be checked', async () => {
    server.use(api.get('/index/privacy/closePreview', refusal(1007, 'Service unavailable')));
    await open();
    await press(screen.getByRole('button', { name: 'Close my account…' }));
    expect(
      await screen.findByText('We could not check your account. Please try again.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('will not close while an order waits for payment, and links to that order', async () => {
    server.use(
      api.get<ClosePreview>('/index/privacy/closePreview', {
        ...nothingToLose,
        unpaidOrders: [{ id: 41, orderNo: 'T2611270001', kind: 'ticket', expiresAt: null }],
      }),
    );
    await open();
    await press(screen.getByRole('button', { name: 'Close my account…' }));
    const blocked = await screen.findByRole('alert');
    expect(within(blocked).getByText(/^An order is waiting for payment/)).toBeTruthy();
    const link = within(blocked).getByRole('link', { name: /T2611270001/ });
    expect(link.getAttribute('href')).toBe('/order/ticketPay?id=41');
    expect(screen.queryByRole('button', { name: 'Close my account' })).toBeNull();
  });

  it('names the gift-card money lost, closes only once it is acknowledged, and signs out', async () => {
    server.use(
      api.get<ClosePreview>('/index/privacy/closePreview', {
        ...nothingToLose,
        giftCards: [{ code: 'K7QM-3XPA-9D2F-HT4W', balance: '30.00', expiresOn: '2027-12-31' }],
        forfeit: '30.00',
      }),
      api.post('/index/privacy/close', { closedAt: '2026-11-27T10:00:00.000Z' }),
    );
    const { view } = await open();
    await press(screen.getByRole('button', { name: 'Close my account…' }));
    const region = await closeRegion();
    expect(
      within(region).getByText(/2 orders, with their payments, receipts and tax records/),
    ).toBeTruthy();
    expect(
      within(region).getByText(
        'Your gift cards still hold RM 30.00. Closing the account forfeits it.',
      ),
    ).toBeTruthy();
    expect(within(region).getByText('K7QM-3XPA-9D2F-HT4W: RM 30.00')).toBeTruthy();
    const confirm = within(region).getByRole<HTMLButtonElement>('button', {
      name: 'Close my account',
    });
    expect(confirm.disabled).toBe(true);
    await press(within(region).getByRole('checkbox', { name: /I understand I lose RM 30.00/ }));
    expect(confirm.disabled).toBe(false);
    await press(confirm);
    const [sent] = await sentTo('/index/privacy/close');
    expect(sent?.body).toEqual({ forfeit: '30.00', confirm: true });
    expect(await whereNow(view)).toBe('REPLACE /');
    expect(getToken()).toBeNull();
  });

  it('says so in place when the balance moved since it was shown, and shows the new one', async () => {
    let forfeit = '0.00';
    server.use(
      api.get<ClosePreview>('/index/privacy/closePreview', () => ({ ...nothingToLose, forfeit })),
      api.post('/index/privacy/close', () => {
        forfeit = '12.00';
        return refusal(
          ERRORS.giftCardBalanceChanged.code,
          'Your gift cards now hold RM 12.00: read the warning again before you confirm',
        );
      }),
    );
    await open();
    await press(screen.getByRole('button', { name: 'Close my account…' }));
    await press(within(await closeRegion()).getByRole('button', { name: 'Close my account' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/now hold RM 12.00/);
    expect(await screen.findByText(/still hold RM 12.00/)).toBeTruthy();
    expect(getToken()).toBe('tok');
  });
});
