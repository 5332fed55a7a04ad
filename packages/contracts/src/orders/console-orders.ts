import { z } from 'zod';
import { calendarDate } from '../common/dates.ts';
import { idField, limitQuery, pageQuery } from '../common/ids.ts';
import { RENT_UNITS } from '../content/catalogue.ts';
import { ORDER_KINDS, ORDER_STATUSES, orderSchema, PAYMENT_STATUSES } from './orders.ts';

/**
 * Staff's order search: any of an order number (or its start), a visitor's phone or e-mail (or part
 * of it), when it was placed, its visit date, status and kind. Dates are the attraction's days.
 */
export const consoleOrderQuerySchema = z.object({
  orderNo: z.string().trim().max(40, { error: 'invalidValue' }).optional(),
  contact: z.string().trim().max(120, { error: 'invalidValue' }).optional(),
  createdFrom: calendarDate.optional(),
  createdTo: calendarDate.optional(),
  visitFrom: calendarDate.optional(),
  visitTo: calendarDate.optional(),
  status: z.enum(ORDER_STATUSES, { error: 'invalidValue' }).optional(),
  kind: z.enum(ORDER_KINDS, { error: 'invalidValue' }).optional(),
  page: pageQuery,
  limit: limitQuery(20),
});
export type ConsoleOrderQuery = z.infer<typeof consoleOrderQuerySchema>;

/** One row of the search: the order and who placed it. */
export const consoleOrderRowSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  kind: z.enum(ORDER_KINDS),
  status: z.enum(ORDER_STATUSES),
  title: z.string(),
  quantity: z.number().int(),
  total: z.string(),
  /** The promotion code and what it took off ('' and '0.00' without one). */
  promoCode: z.string(),
  discount: z.string(),
  refunded: z.string(),
  visitDate: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  visitor: z.object({ id: z.number().int(), phone: z.string(), email: z.string() }),
});
export type ConsoleOrderRow = z.infer<typeof consoleOrderRowSchema>;

export const consoleOrderListSchema = z.object({
  list: z.array(consoleOrderRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type ConsoleOrderList = z.infer<typeof consoleOrderListSchema>;

/** An order as staff see it: what the visitor sees, who they are, every payment and refund. */
export const consoleOrderDetailSchema = z.object({
  order: orderSchema,
  visitor: z.object({ id: z.number().int(), phone: z.string(), email: z.string() }),
  payments: z.array(
    z.object({
      id: z.number().int(),
      provider: z.string(),
      method: z.string(),
      amount: z.string(),
      refunded: z.string(),
      status: z.enum(PAYMENT_STATUSES),
      flaggedForRefund: z.boolean(),
      createdAt: z.string(),
    }),
  ),
  refunds: z.array(
    z.object({
      id: z.number().int(),
      amount: z.string(),
      status: z.enum(['pending', 'succeeded', 'failed']),
      reason: z.string(),
      staffId: z.number().int().nullable(),
      error: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  /**
   * What happened to the order, oldest first: `placed`, `paid`, `checked_in`, and each audited step
   * staff took (`order.advanced` {status}, `order.admitted`, `order.refunded`,
   * `order.refund_refused`, `order.deposit_kept`), with who took it (a staff member's user name, or
   * the machine that showed the staff key) and what the audit log kept (`before`, `after`).
   */
  history: z.array(
    z.object({
      at: z.string(),
      event: z.string(),
      by: z.string().nullable(),
      machine: z.string().nullable(),
      before: z.unknown().nullable(),
      after: z.unknown().nullable(),
    }),
  ),
  /** Order lines with their own ids, which a refund of some lines names. */
  lines: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      quantity: z.number().int(),
      refunded: z.number().int(),
      unitPrice: z.string(),
    }),
  ),
});
export type ConsoleOrderDetail = z.infer<typeof consoleOrderDetailSchema>;

/** A refund as staff ask for it: the whole order, or some units of some lines, and why. */
export const consoleRefundBodySchema = z.object({
  id: idField,
  lines: z
    .array(
      z.object({
        lineId: idField,
        quantity: z
          .number({ error: 'invalidValue' })
          .int({ error: 'invalidValue' })
          .min(1, { error: 'invalidValue' })
          .max(999, { error: 'invalidValue' }),
      }),
    )
    .min(1, { error: 'invalidValue' })
    .max(50, { error: 'invalidValue' })
    .optional(),
  reason: z
    .string({ error: 'invalidValue' })
    .trim()
    .min(1, { error: 'invalidValue' })
    .max(300, { error: 'invalidValue' }),
});
export type ConsoleRefundBody = z.infer<typeof consoleRefundBodySchema>;

/** What a refund request answers: the refund, how much, and where the gateway has it. */
export const consoleRefundResultSchema = z.object({
  refundId: z.number().int(),
  amount: z.string(),
  status: z.enum(['pending', 'succeeded', 'failed']),
});
export type ConsoleRefundResult = z.infer<typeof consoleRefundResultSchema>;

/** A payment waiting to be refunded: paid after its order expired, paid twice, an image owned. */
export const refundQueueSchema = z.object({
  list: z.array(
    z.object({
      paymentId: z.number().int(),
      orderId: z.number().int(),
      orderNo: z.string(),
      provider: z.string(),
      amount: z.string(),
      left: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type RefundQueue = z.infer<typeof refundQueueSchema>;
export type QueuedPayment = RefundQueue['list'][number];

export const paymentIdBodySchema = z.object({ paymentId: idField });
export const refundIdBodySchema = z.object({ refundId: idField });

/** A food order on the kitchen screen: its pick-up number, what to cook, and since when. */
export const kitchenOrderSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  pickupNo: z.string(),
  status: z.enum(['making', 'ready_for_pickup']),
  paidAt: z.string().nullable(),
  readyAt: z.string().nullable(),
  pickupPoint: z.string(),
  note: z.string(),
  lines: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
});
export type KitchenOrder = z.infer<typeof kitchenOrderSchema>;
export const kitchenListSchema = z.object({ list: z.array(kitchenOrderSchema) });
export type KitchenList = z.infer<typeof kitchenListSchema>;

/** What moving an order a step on (kitchen, counter) answers: the order and where it now stands. */
export const orderMovedSchema = z.object({ id: z.number().int(), status: z.enum(ORDER_STATUSES) });
export type OrderMoved = z.infer<typeof orderMovedSchema>;

export const kitchenAdvanceBodySchema = z.object({
  orderNo: z.string().trim().min(1, { error: 'invalidValue' }).max(40, { error: 'invalidValue' }),
  to: z.enum(['ready_for_pickup', 'completed'], { error: 'invalidValue' }),
});
export type KitchenAdvanceBody = z.input<typeof kitchenAdvanceBodySchema>;

const counterLine = z.object({ name: z.string(), quantity: z.number().int() });
const counterVisitor = z.object({ phone: z.string(), email: z.string() });

/** A rental at the counter: what to hand out or take back, for when, and its deposit. */
export const counterRentalSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  title: z.string(),
  status: z.enum(['paid', 'in_progress']),
  /** Rented by the day (from `start` to `end`, both included) or by the hour (`periods` hours). */
  unit: z.enum(RENT_UNITS),
  periods: z.number().int(),
  start: z.string(),
  end: z.string(),
  deposit: z.string(),
  lines: z.array(counterLine),
  visitor: counterVisitor,
});

/** A store order waiting at the park's pick-up counter. */
export const counterPickupSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  title: z.string(),
  paidAt: z.string().nullable(),
  lines: z.array(counterLine),
  visitor: counterVisitor,
});

/** The counter's day: rentals to hand out, rentals out, shop orders to hand over. */
export const counterTodaySchema = z.object({
  date: z.string(),
  handOut: z.array(counterRentalSchema),
  out: z.array(counterRentalSchema),
  pickups: z.array(counterPickupSchema),
});
export type CounterDay = z.infer<typeof counterTodaySchema>;
export type CounterRental = z.infer<typeof counterRentalSchema>;
export type CounterPickup = z.infer<typeof counterPickupSchema>;

/**
 * A step at the counter: hand a rental out (`in_progress`), take it back or hand a shop order over
 * (`completed`). Taking a rental back says whether its deposit is kept, and why.
 */
export const counterAdvanceBodySchema = z
  .object({
    orderNo: z.string().trim().min(1, { error: 'invalidValue' }).max(40, { error: 'invalidValue' }),
    to: z.enum(['in_progress', 'completed'], { error: 'invalidValue' }),
    depositKept: z
      .string({ error: 'invalidValue' })
      .trim()
      .min(1, { error: 'invalidValue' })
      .max(300, { error: 'invalidValue' })
      .optional(),
  })
  .refine((body) => body.depositKept === undefined || body.to === 'completed', {
    error: 'invalidValue',
    path: ['depositKept'],
  });
export type CounterAdvanceBody = z.input<typeof counterAdvanceBodySchema>;
