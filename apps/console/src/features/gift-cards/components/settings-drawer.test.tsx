import { type GiftCardSettings, VALIDATION_MESSAGES } from '@scenic/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '#console/test/api.ts';
import { descriptionOf, screen, within } from '#console/test/queries.ts';
import { press, renderScreen, typeInto } from '#console/test/render.tsx';
import { sentTo, server } from '#console/test/server.ts';
import { SettingsDrawer } from './settings-drawer';

const saves = async () =>
  (await sentTo('/console/settings/gift-cards/save')).map((sent) => sent.body);

const onClose = vi.fn();

beforeEach(() => {
  onClose.mockReset();
  server.use(
    api.get<GiftCardSettings>('/console/settings/gift-cards', { pin: false, validityMonths: 36 }),
    api.post<GiftCardSettings>(
      '/console/settings/gift-cards/save',
      ({ body }) => body as GiftCardSettings,
    ),
  );
});

async function open() {
  await renderScreen(<SettingsDrawer onClose={onClose} />);
  const drawer = within(await screen.findByRole('dialog', { name: 'Gift card settings' }));
  await drawer.findByRole('switch', { name: 'Cards have a PIN' });
  return drawer;
}

const saveButton = (drawer: ReturnType<typeof within>) =>
  drawer.getByText('Save').closest('button');

describe('the gift-card settings', { timeout: 15_000 }, () => {
  it('shows the rules as stored, and saves PINs on with a new validity', async () => {
    const drawer = await open();
    const pin = drawer.getByRole('switch', { name: 'Cards have a PIN' });
    expect(pin.getAttribute('aria-checked')).toBe('false');
    expect(drawer.getByLabelText('Valid for')).toHaveProperty('value', '36');
    expect(
      drawer.getByText(
        'These apply to cards issued from now on; cards already issued keep their own PIN and date.',
      ),
    ).toBeTruthy();
    await press(pin);
    await typeInto(drawer.getByLabelText('Valid for'), '24');
    await press(saveButton(drawer));
    await expect.poll(saves).toEqual([{ pin: true, validityMonths: 24 }]);
    expect(await screen.findByText('Gift card settings saved')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
  });

  it('says under the field when the months are out of range, and sends nothing', async () => {
    const drawer = await open();
    await typeInto(drawer.getByLabelText('Valid for'), '200');
    await press(saveButton(drawer));
    await drawer.findByText(VALIDATION_MESSAGES.giftCardValidityInvalid.en);
    expect(descriptionOf(drawer.getByLabelText('Valid for'))).toContain(
      'Enter a number of months from 1 to 120',
    );
    expect(await saves()).toEqual([]);
  });
});
