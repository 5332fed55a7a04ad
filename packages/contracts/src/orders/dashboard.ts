import { z } from 'zod';
import { giftCardTotalsSchema } from './gift-cards.ts';
import { ORDER_KINDS } from './orders.ts';

const money = z.string();

/**
 * Today at a glance. Each part is there only for the roles it serves (admin sees all): `gate` the
 * visitors, `kitchen` the food orders, `counter` the rentals, `admin` the money and the calendar.
 */
export const dashboardTodaySchema = z.object({
  date: z.string(),
  visitors: z.object({ expected: z.number().int(), checkedIn: z.number().int() }).optional(),
  food: z
    .object({
      making: z.number().int(),
      readyForPickup: z.number().int(),
      completed: z.number().int(),
    })
    .optional(),
  rentals: z.object({ toHandOut: z.number().int(), out: z.number().int() }).optional(),
  /** Money taken today (paid today, less refunds made today), by kind of order. */
  revenue: z.array(z.object({ kind: z.enum(ORDER_KINDS), amount: money })).optional(),
  /** Gift-card money, apart from revenue: sold is owed to holders until spent (admin). */
  giftCards: giftCardTotalsSchema.optional(),
  /** The next 14 days from today: every dated ticket's places together. */
  calendar: z
    .array(
      z.object({
        date: z.string(),
        capacity: z.number().int(),
        sold: z.number().int(),
        closed: z.boolean(),
      }),
    )
    .optional(),
});
export type DashboardToday = z.infer<typeof dashboardTodaySchema>;

/** The last 30 days (admin): money by day and kind, best sellers, ticket types, refunds. */
export const dashboardMonthSchema = z.object({
  from: z.string(),
  to: z.string(),
  revenueByDay: z.array(z.object({ date: z.string(), kind: z.enum(ORDER_KINDS), amount: money })),
  topGoods: z.array(
    z.object({
      name: z.string(),
      kind: z.enum(ORDER_KINDS),
      quantity: z.number().int(),
      amount: money,
    }),
  ),
  ticketsByVariant: z.array(
    z.object({
      ticket: z.string(),
      variant: z.string(),
      quantity: z.number().int(),
      amount: money,
    }),
  ),
  refunds: z.object({ count: z.number().int(), amount: money }),
});
export type DashboardMonth = z.infer<typeof dashboardMonthSchema>;
