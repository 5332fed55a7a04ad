import { VALIDATION_MESSAGES } from '@scenic/contracts';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { fieldOfMessage, fieldOfPath, NEW_PROMOTION, toPromotionSave } from './promotion-values';

describe('the promotion form and the save call', () => {
  it('leaves out an open end of a date range, an empty limit and an empty minimum', () => {
    const body = toPromotionSave({
      ...NEW_PROMOTION,
      name: 'Merdeka',
      value: ' 10 ',
      visitDates: [null, dayjs('2026-08-31')],
      maxUses: 300,
      code: 'MERDEKA10',
    });
    expect(body).toEqual({
      name: 'Merdeka',
      type: 'percent',
      value: '10',
      scope: { kinds: [], ticketIds: [], variantIds: [], goodsIds: [], categoryIds: [] },
      visitTo: '2026-08-31',
      maxUses: 300,
      codes: { mode: 'shared', code: 'MERDEKA10' },
    });
  });

  it('puts each schema issue under the field it is about', () => {
    expect(fieldOfPath(['saleTo'], 'shared')).toBe('saleDates');
    expect(fieldOfPath(['scope', 'variantIds', 3], 'shared')).toBe('variantIds');
    expect(fieldOfPath(['codes', 'prefix'], 'batch')).toBe('prefix');
    expect(fieldOfPath(['codes'], 'batch')).toBe('count');
    expect(fieldOfPath(['maxPerVisitor'], 'shared')).toBe('maxPerVisitor');
  });

  it('finds the field of a server refusal from its message, in the staff member’s language', () => {
    expect(fieldOfMessage(VALIDATION_MESSAGES.promoPercentInvalid.ma, 'ma', 'shared')).toBe(
      'value',
    );
    expect(fieldOfMessage(VALIDATION_MESSAGES.promoCodeFormat.zh, 'zh', 'batch')).toBe('prefix');
    // A limit could be any of three fields: it stays above the form.
    expect(fieldOfMessage(VALIDATION_MESSAGES.promoLimitInvalid.en, 'en', 'shared')).toBeNull();
  });
});
