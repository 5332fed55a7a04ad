import { type OrderOf, senToRm } from '@scenic/contracts';
import { localizeJson } from '#server/lib/localize.ts';
import type { KindHooks } from '#server/modules/orders/service.ts';
import type { OrderRow } from '#server/modules/orders/tables.ts';

type Describe = NonNullable<KindHooks['describe']>;

/** A store order's own part of its page: where it goes (collected at the park, or an address). */
export const describeShopOrders: Describe = async () => (row) => ({
  delivery: row.delivery ? (JSON.parse(row.delivery) as OrderOf<'shop'>['delivery']) : null,
});

/** A food order's own part: its pick-up number, where, and when it should be ready. */
export const describeFoodOrders: Describe =
  async (_db, _rows, { locale }) =>
  (row) => ({
    pickup: {
      number: row.pickup_no || null,
      point: row.pickup_point ? localizeJson(row.pickup_point, locale) : '',
      prepMinutes: row.prep_minutes,
      readyAt: row.paid_at
        ? new Date(Date.parse(row.paid_at) + row.prep_minutes * 60_000).toISOString()
        : null,
    },
  });

/** A rental's own part: its period, and its deposit, left when handed out, back on return. */
export const describeRentals: Describe = async () => (row) => ({ rental: rentalOf(row) });

function rentalOf(row: OrderRow): OrderOf<'rental'>['rental'] {
  if (!row.rent_start || !row.rent_end) return null;
  return {
    unit: row.rent_unit === 'hour' ? 'hour' : 'day',
    start: row.rent_start,
    end: row.rent_end,
    periods: row.rent_periods,
    deposit: senToRm(row.deposit_sen),
    depositStatus:
      row.status === 'in_progress'
        ? 'held'
        : row.status === 'completed'
          ? row.deposit_note
            ? 'kept'
            : 'released'
          : 'due',
    depositNote: row.deposit_note,
  };
}
