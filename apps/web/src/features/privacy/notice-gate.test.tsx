import type { PrivacyStatus } from '@scenic/contracts';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n, loadAccountTexts } from '#web/lib/i18n.ts';
import { getToken } from '#web/lib/storage.ts';
import { api } from '#web/test/api.ts';
import { press } from '#web/test/dom.ts';
import { dataArrived, renderPage } from '#web/test/page.tsx';
import { screen } from '#web/test/queries.ts';
import { waitFor } from '#web/test/render.tsx';
import { sentTo, server } from '#web/test/server.ts';
import NoticeGate from './components/notice-gate';

const newVersion: PrivacyStatus = {
  version: 2,
  publishedAt: '2026-11-20T02:00:00.000Z',
  acceptedVersion: 1,
  acceptedAt: '2026-01-02T00:00:00.000Z',
  needsAcceptance: true,
};

beforeAll(async () => {
  await initI18n('en');
  await loadAccountTexts();
});
beforeEach(() => localStorage.setItem('token', 'tok'));

const open = () => renderPage(<NoticeGate />, { path: '/my' });
const gate = () => screen.findByRole('dialog', { name: 'Our privacy notice has changed' });

describe('a new privacy notice', () => {
  it('is asked on the next visit, and accepting sends the version shown', async () => {
    server.use(
      api.get<PrivacyStatus>('/index/privacy/status', newVersion),
      api.post<PrivacyStatus>('/index/privacy/accept', {
        ...newVersion,
        acceptedVersion: 2,
        needsAcceptance: false,
      }),
    );
    await open();
    const dialog = await gate();
    expect(dialog.querySelector('a')?.getAttribute('href')).toBe('/xieyi?type=privacy');
    await press(screen.getByRole('button', { name: 'I have read it and accept' }));
    const [sent] = await sentTo('/index/privacy/accept');
    expect(sent?.body).toEqual({ version: 2 });
    await waitFor(() => screen.queryByRole('dialog') === null);
  });

  it('can be declined, which signs the visitor out', async () => {
    server.use(api.get<PrivacyStatus>('/index/privacy/status', newVersion));
    await open();
    await gate();
    await press(screen.getByRole('button', { name: 'Not now: sign me out' }));
    expect(getToken()).toBeNull();
  });

  it('is not shown to a visitor who accepted the version published now', async () => {
    const { client } = await open();
    await dataArrived(client);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
