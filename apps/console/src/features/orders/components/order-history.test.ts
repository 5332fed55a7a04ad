import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '#console/lib/i18n.ts';
import { describeStep } from './order-history';

const step = (event: string, before: unknown = null, after: unknown = null) => ({
  at: '2026-11-23T10:00:00.000Z',
  event,
  by: 'cook',
  machine: null,
  before,
  after,
});

describe('an order’s history in words', () => {
  beforeAll(async () => {
    await initI18n('en');
  });

  it('names the statuses a step moved between, in the staff member’s language', async () => {
    const moved = step('order.advanced', { status: 'making' }, { status: 'ready_for_pickup' });
    expect(describeStep(moved, i18n.t)).toBe('Being made → Ready for pick-up');
    await i18n.changeLanguage('ma');
    expect(describeStep(moved, i18n.t)).toBe('Sedang disediakan → Sedia untuk diambil');
    await i18n.changeLanguage('en');
  });

  it('gives a refund its amount and reason, and a kept deposit its reason', () => {
    expect(
      describeStep(step('order.refunded', null, { amount: '25.00', reason: 'Unwell' }), i18n.t),
    ).toBe('Refunded RM 25.00: Unwell');
    expect(describeStep(step('order.deposit_kept', null, { reason: 'Bent wheel' }), i18n.t)).toBe(
      'Deposit kept: Bent wheel',
    );
    expect(describeStep(step('checked_in'), i18n.t)).toBe('Checked in at the gate');
    expect(describeStep(step('order.admitted'), i18n.t)).toBe('Checked in at the gate');
    expect(
      describeStep(
        step(
          'order.admitted_without_card',
          { type: 'Adult · Malaysian', people: 2 },
          { type: 'Adult', difference: '30.00', note: 'No MyKad with them' },
        ),
        i18n.t,
      ),
    ).toBe(
      '2 people of Adult · Malaysian let in as Adult without the card, RM 30.00 to collect: No MyKad with them',
    );
  });
});
