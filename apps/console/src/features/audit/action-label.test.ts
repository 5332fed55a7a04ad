import { AUDIT_ACTIONS } from '@scenic/contracts';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '#console/locales/en.json';
import ma from '#console/locales/ma.json';
import zh from '#console/locales/zh.json';
import { auditActionLabel } from './action-label.ts';

describe('audit actions as staff read them', () => {
  it('names every recorded action in Chinese, English and Malay, never by its code', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'en',
      resources: { en: { translation: en }, zh: { translation: zh }, ma: { translation: ma } },
    });
    for (const lng of ['zh', 'en', 'ma']) {
      const t = i18n.getFixedT(lng);
      for (const action of AUDIT_ACTIONS) {
        expect(auditActionLabel(t, action), `${lng} ${action}`).not.toBe(action);
      }
    }
    expect(auditActionLabel(i18n.getFixedT('en'), 'promotion.saved')).toBe('Promotion saved');
    expect(auditActionLabel(i18n.getFixedT('ma'), 'order.refunded')).toBe('Pesanan dibayar balik');
    // An action newer than the console's texts still shows, as recorded.
    expect(auditActionLabel(i18n.getFixedT('en'), 'future.thing')).toBe('future.thing');
  });
});
