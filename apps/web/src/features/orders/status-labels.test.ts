import { ORDER_STATUSES } from '@scenic/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n, loadOrderTexts, ORDERS_NS } from '#web/lib/i18n.ts';
import { statusKey } from './order-status';

const label = (locale: string, key: string) => i18n.getFixedT(locale, ORDERS_NS)(key);

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadLanguages(['zh', 'ma']);
  await loadOrderTexts();
});

describe('order status labels (SPEC §4)', () => {
  it('read in English as the spec words them', () => {
    expect(ORDER_STATUSES.map((status) => label('en', statusKey(status)))).toEqual([
      'Waiting for payment',
      'Paid',
      'Ready to use',
      'Used',
      'Processing',
      'Making',
      'Ready for pickup',
      'In progress',
      'Completed',
      'Expired',
      'Failed',
      'Refunded',
    ]);
  });

  it('read in Chinese and Malay, one distinct label per status', () => {
    const zh = ORDER_STATUSES.map((status) => label('zh', statusKey(status)));
    const ma = ORDER_STATUSES.map((status) => label('ma', statusKey(status)));
    expect(zh.slice(0, 4)).toEqual(['待支付', '已支付', '待使用', '已使用']);
    expect(ma.slice(0, 4)).toEqual([
      'Menunggu pembayaran',
      'Dibayar',
      'Sedia digunakan',
      'Telah digunakan',
    ]);
    for (const labels of [zh, ma]) {
      expect(new Set(labels).size).toBe(ORDER_STATUSES.length);
      expect(labels.some((text) => text.startsWith('status.'))).toBe(false);
    }
  });

  it('label the day states of the ticket calendar in each language', () => {
    const states = ['few', 'soldOut', 'closed'].map((key) => `booking.${key}`);
    expect(states.map((key) => label('en', key))).toEqual(['Few left', 'Sold out', 'Closed']);
    expect(states.map((key) => label('zh', key))).toEqual(['余票紧张', '已售罄', '不开放']);
    expect(states.map((key) => label('ma', key))).toEqual([
      'Tinggal sedikit',
      'Habis dijual',
      'Ditutup',
    ]);
    expect(label('en', 'booking.chooseDate')).toBe('Please choose a date');
  });
});
