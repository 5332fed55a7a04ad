import { type RetentionView, VALIDATION_MESSAGES } from '@scenic/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '#console/test/api.ts';
import { descriptionOf, screen } from '#console/test/queries.ts';
import { press, renderScreen, typeInto } from '#console/test/render.tsx';
import { sentTo, server } from '#console/test/server.ts';
import { Component as PrivacyRoute } from './privacy-route';

const stored: RetentionView = {
  settings: { loginCodes: 30, outboxBodies: 90, ipAddresses: 180, contactMessages: 365 },
  lastRun: {
    at: '2026-11-27T02:00:00.000Z',
    purged: { loginCodes: 12, outboxBodies: 4, ipAddresses: 30, contactMessages: 1 },
  },
  nextRunAt: '2026-11-28T02:00:00.000Z',
};

const saves = async () =>
  (await sentTo('/console/settings/retention/save')).map((sent) => sent.body);

beforeEach(() => {
  server.use(
    api.get<RetentionView>('/console/settings/retention', stored),
    api.post<RetentionView>('/console/settings/retention/save', ({ body }) => ({
      ...stored,
      settings: body as RetentionView['settings'],
    })),
  );
});

const open = async () => {
  await renderScreen(<PrivacyRoute />);
  return screen.findByLabelText('Login codes');
};

describe('the retention of personal data', { timeout: 15_000 }, () => {
  it('shows the periods and the last purge, and saves a new period', async () => {
    const codes = await open();
    expect(codes).toHaveProperty('value', '30');
    expect(screen.getByLabelText('Contact messages')).toHaveProperty('value', '365');
    expect(screen.getByText(/^Last purge 2026-11-27/)).toBeTruthy();
    await typeInto(screen.getByLabelText('Contact messages'), '180');
    await press(screen.getByText('Save').closest('button'));
    await expect
      .poll(saves)
      .toEqual([{ loginCodes: 30, outboxBodies: 90, ipAddresses: 180, contactMessages: 180 }]);
    expect(await screen.findByText('Retention periods saved')).toBeTruthy();
  });

  it('refuses zero or a negative period under its field, and sends nothing', async () => {
    const codes = await open();
    await typeInto(codes, '0');
    await typeInto(screen.getByLabelText('Client addresses (IP)'), '-5');
    await press(screen.getByText('Save').closest('button'));
    await screen.findAllByText(VALIDATION_MESSAGES.retentionDaysInvalid.en);
    expect(descriptionOf(screen.getByLabelText('Login codes'))).toContain(
      'Enter a number of days from 1 to 3650',
    );
    expect(descriptionOf(screen.getByLabelText('Client addresses (IP)'))).toContain(
      'Enter a number of days from 1 to 3650',
    );
    expect(await saves()).toEqual([]);
  });
});
