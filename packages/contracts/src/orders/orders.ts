import { z } from 'zod';
import { calendarDate } from '../common/dates.ts';
import { idField, idQuery, limitQuery, pageQuery, wholeNumberQuery } from '../common/ids.ts';
import { EMAIL_PATTERN, isDisposableEmail, MAX_ID } from '../common/validation.ts';
import { RENT_UNITS } from '../content/catalogue.ts';
import { deliverySchema, MAX_UNITS_PER_LINE } from './goods-orders.ts';
import { IDEMPOTENCY_KEY_PATTERN } from './order-keys.ts';
import { orderDiscountSchema } from './promo-code.ts';

export const ORDER_KINDS = ['ticket', 'shop', 'food', 'image', 'rental'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

/** Order statuses (DESIGN §3.6); labels per SPEC §4 live with the web app's texts. */
export const ORDER_STATUSES = [
  'pending_payment',
  'paid',
  'ready_to_use',
  'used',
  'processing',
  'making',
  'ready_for_pickup',
  'in_progress',
  'completed',
  'expired',
  'failed',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** How one payment attempt stands or ended. */
export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed', 'canceled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * How an order was paid: our own test page, or the method the visitor chose at the gateway.
 * `stripe` and `curlec` are payments whose method that gateway did not say; pages name each one.
 */
export const PAY_METHODS = [
  'sandbox',
  'card',
  'fpx',
  'grabpay',
  'stripe',
  'giftcard',
  'touchngo',
  'boost',
  'duitnow',
  'curlec',
] as const;
export type PayMethod = (typeof PAY_METHODS)[number];

/** Minutes an unpaid order holds its places before it expires (default; configurable). */
export const DEFAULT_ORDER_HOLD_MINUTES = 15;

/**
 * The unpaid order a refusal points to ("pay that one first"): the `data` of the envelope when an
 * order is refused because the visitor already holds enough unpaid (codes 3020–3022).
 */
export const waitingOrderSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  kind: z.enum(ORDER_KINDS),
});
export type WaitingOrder = z.infer<typeof waitingOrderSchema>;

export const orderLineSchema = z.object({
  /** What the line sold: a ticket type, or a good's combination (the `specId` of a review). */
  itemId: z.number().int(),
  /** The good of a store, food or rental line; null for tickets and images. */
  goodsId: z.number().int().nullable(),
  /** Whether the buyer has reviewed this line. */
  reviewed: z.boolean(),
  name: z.string(),
  quantity: z.number().int(),
  /** How many of `quantity` were refunded. */
  refunded: z.number().int(),
  unitPrice: z.string(),
  /** The unit price before a promotion code (the same as `unitPrice` without one). */
  listUnitPrice: z.string(),
  subtotal: z.string(),
});

/** What one refund gave back of one line: its name, how many units, and what they cost. */
export const refundedLineSchema = z.object({
  name: z.string(),
  quantity: z.number().int(),
  amount: z.string(),
});

/**
 * Why money went back: `order` when staff refunded the order or some of its lines (their `reason`
 * says why); `payment` when a payment the order never took (it came after the order closed, or a
 * second time) went back whole.
 */
export const REFUND_CAUSES = ['order', 'payment'] as const;
export type RefundCause = (typeof REFUND_CAUSES)[number];

/**
 * Money given back on an order: how much, when, whether it has reached the visitor yet, why, and
 * of which lines. Every refund is its own entry, so a partial refund followed by the rest is two.
 */
export const orderRefundSchema = z.object({
  amount: z.string(),
  createdAt: z.string(),
  /** The gateway has returned it; false while it is on its way. */
  done: z.boolean(),
  cause: z.enum(REFUND_CAUSES),
  /** Why, as staff wrote it for the visitor: plain text, shown as text ('' for a `payment`). */
  reason: z.string(),
  /** The units it gave back, line by line ([] for a `payment`). */
  lines: z.array(refundedLineSchema),
});
export type OrderRefund = z.infer<typeof orderRefundSchema>;

/** What every order has, whatever its kind. */
const orderBase = {
  id: z.number().int(),
  orderNo: z.string(),
  status: z.enum(ORDER_STATUSES),
  title: z.string(),
  cover: z.string(),
  total: z.string(),
  /** The promotion code and what it took off (`total` is after it); null without one. */
  discount: orderDiscountSchema.nullable(),
  /**
   * What has been paid of it so far, payment by payment (a gift card's part at checkout, then the
   * rest; decision 042): how, and how much. Empty before anything is paid.
   */
  paidBy: z.array(z.object({ method: z.string(), amount: z.string() })),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  /** One of PAY_METHODS once paid, '' before. */
  payMethod: z.string(),
  /** How the latest payment attempt stands (null before any): a failed one is offered again. */
  lastPayment: z.enum(PAYMENT_STATUSES).nullable(),
  note: z.string(),
  lines: z.array(orderLineSchema),
  /** Refunds made on the order, oldest first (none for most). */
  refunds: z.array(orderRefundSchema),
  /**
   * A ticket's move to a dearer date waiting for its difference to be paid (null for none, and for
   * every other kind): the new date's places are held until `expiresAt`.
   */
  dateChange: z
    .object({
      date: z.string(),
      slot: z.string(),
      difference: z.string(),
      payUrl: z.string(),
      expiresAt: z.string(),
    })
    .nullable(),
};

/**
 * A paid ticket order's gate pass: the QR payload, the short code printed under it for staff to
 * type (`K7Q-4M9T-D2X`, see pass-codes.ts), and whether it was scanned.
 */
const passSchema = z.object({
  code: z.string(),
  shortCode: z.string(),
  status: z.enum(['ready', 'used']),
  usedAt: z.string().nullable(),
  /** The cards the gate checks for this pass ("MyKad" for 2 people), one per card. */
  checks: z.array(z.object({ check: z.string(), people: z.number().int() })),
});

/**
 * A rental's period and deposit. The deposit is left at the counter when the item is handed out:
 * `due` before that, `held` while it is out, `released` once it is returned, or `kept` (with the
 * counter's reason) when it came back damaged or late.
 */
const rentalSchema = z.object({
  unit: z.enum(RENT_UNITS),
  start: z.string(),
  end: z.string(),
  periods: z.number().int(),
  deposit: z.string(),
  depositStatus: z.enum(['due', 'held', 'released', 'kept']),
  /** Why the counter kept the deposit ('' unless it did). */
  depositNote: z.string(),
});

/** A food order's collection: its number (given at payment), where, and when it should be ready. */
const pickupSchema = z.object({
  number: z.string().nullable(),
  point: z.string(),
  prepMinutes: z.number().int(),
  readyAt: z.string().nullable(),
});

/**
 * The parts only some kinds have. Every order answers every field (one shape on the wire, as the
 * app has always read it); a kind's own parts are typed by its `kind`, the others are null.
 */
const noTicket = {
  reserveDate: z.null(),
  ticketId: z.null(),
  /** A ticket's time slot ('' for other kinds and for tickets without slots). */
  slot: z.literal(''),
  pass: z.null(),
};
const noDelivery = { delivery: z.null() };
const noRental = { rental: z.null() };
const noPickup = { pickup: z.null() };

/** A dated ticket: its visit date (YYYY-MM-DD), ticket (for its calendar), slot and gate pass. */
export const ticketOrderSchema = z.object({
  ...orderBase,
  kind: z.literal('ticket'),
  reserveDate: z.string(),
  ticketId: z.number().int(),
  slot: z.string(),
  pass: passSchema.nullable(),
  ...noDelivery,
  ...noRental,
  ...noPickup,
});

/** A store order: picked up at the park or sent to an address. */
export const shopOrderSchema = z.object({
  ...orderBase,
  kind: z.literal('shop'),
  ...noTicket,
  delivery: deliverySchema.nullable(),
  ...noRental,
  ...noPickup,
});

/** A food order and its collection (null before it is paid and numbered). */
export const foodOrderSchema = z.object({
  ...orderBase,
  kind: z.literal('food'),
  ...noTicket,
  ...noDelivery,
  ...noRental,
  pickup: pickupSchema,
});

/** A rental, its period and deposit. */
export const rentalOrderSchema = z.object({
  ...orderBase,
  kind: z.literal('rental'),
  ...noTicket,
  ...noDelivery,
  rental: rentalSchema.nullable(),
  ...noPickup,
});

/** A scenery image: the line is the picture. */
export const imageOrderSchema = z.object({
  ...orderBase,
  kind: z.literal('image'),
  ...noTicket,
  ...noDelivery,
  ...noRental,
  ...noPickup,
});

export const orderSchema = z.discriminatedUnion('kind', [
  ticketOrderSchema,
  shopOrderSchema,
  foodOrderSchema,
  rentalOrderSchema,
  imageOrderSchema,
]);
export type Order = z.infer<typeof orderSchema>;
export type OrderOf<K extends OrderKind> = Extract<Order, { kind: K }>;

/** The tabs of My orders: statuses grouped the way a visitor looks for them. */
export const ORDER_GROUPS = {
  unpaid: ['pending_payment'],
  active: ['paid', 'ready_to_use', 'processing', 'making', 'ready_for_pickup', 'in_progress'],
  done: ['used', 'completed'],
  closed: ['expired', 'failed', 'refunded'],
} as const satisfies Record<string, readonly OrderStatus[]>;
export type OrderGroup = keyof typeof ORDER_GROUPS;

export const orderListQuerySchema = z.object({
  kind: z.enum(ORDER_KINDS, { error: 'invalidValue' }).optional(),
  status: z.enum(ORDER_STATUSES, { error: 'invalidValue' }).optional(),
  group: z
    .enum(Object.keys(ORDER_GROUPS) as [OrderGroup, ...OrderGroup[]], { error: 'invalidValue' })
    .optional(),
  page: pageQuery,
  limit: limitQuery(10),
});

export const orderListSchema = z.object({
  list: z.array(orderSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});

export const orderIdQuerySchema = z.object({
  id: idQuery,
});

/** orderRePay: the unpaid order to pay again. */
export const orderRePayBodySchema = z.object({ id: idField });

/** What a new or re-paid order answers: where to pay, and until when. */
export const paymentStartSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  total: z.string(),
  expiresAt: z.string(),
  /** Where the rest is paid; '' when nothing is left to pay (a gift card paid it all). */
  payUrl: z.string(),
});
export type PaymentStart = z.infer<typeof paymentStartSchema>;

/** The headers of a call that places an order: an optional Idempotency-Key, the rest as they are. */
export const orderRequestHeadersSchema = z.looseObject({
  'idempotency-key': z
    .string({ error: 'idempotencyKeyFormat' })
    .regex(IDEMPOTENCY_KEY_PATTERN, { error: 'idempotencyKeyFormat' })
    .optional()
    .describe(
      'A random id (16–64 of A–Z a–z 0–9 - _) made once per checkout and sent again with each retry: a repeat answers with the order already placed (a different request with it answers 1080)',
    ),
});

/**
 * What moving a ticket to each date would cost (decision 041): the difference to pay (positive),
 * what comes back (negative, only where the operator refunds cheaper dates) or "0.00"; a move under
 * the weather guarantee is free.
 */
export const dateChangePricesSchema = z.object({
  free: z.boolean(),
  /** Whether a cheaper date gives the difference back. */
  refundsCheaper: z.boolean(),
  /** How long a dearer date's places are held while the difference is paid. */
  holdMinutes: z.number().int(),
  days: z.array(z.object({ date: z.string(), difference: z.string() })),
});
export type DateChangePrices = z.infer<typeof dateChangePricesSchema>;

export const changeOrderPricesQuerySchema = z.object({
  id: idQuery,
  from: calendarDate.optional(),
});

export const changeOrderTimeQuerySchema = z.object({
  id: idQuery,
  date: calendarDate,
  // Its own instance: the API document writes a schema used twice in one query as number only.
  slotId: wholeNumberQuery(1, MAX_ID).optional(),
});

export const dateFindOrderBodySchema = z.object({
  date: calendarDate,
});

export const ticketSendEmailBodySchema = z.object({
  id: idField,
  /** Where to send the slip; the visitor's own address when left out. */
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254, { error: 'emailFormat' })
    .regex(EMAIL_PATTERN, { error: 'emailFormat' })
    .refine((value) => !isDisposableEmail(value), { error: 'emailNotAllowed' })
    .optional(),
});

export const payRecordSchema = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  kind: z.enum(ORDER_KINDS),
  title: z.string(),
  amount: z.string(),
  /** What the order's promotion code took off before this payment was asked (null without one). */
  discount: orderDiscountSchema.nullable(),
  status: z.enum(PAYMENT_STATUSES),
  /** Flagged for refund (paid after the order expired, paid twice) and not yet refunded. */
  refund: z.boolean(),
  /** How much of it has been refunded ('0.00' for none). */
  refunded: z.string(),
  /** The refunds made from this payment, oldest first: each its own row in the records. */
  refunds: z.array(orderRefundSchema),
  provider: z.string(),
  /** One of PAY_METHODS, or '' while a gateway has not said how the visitor pays. */
  method: z.string(),
  createdAt: z.string(),
});
export type PayRecord = z.infer<typeof payRecordSchema>;
export const payRecordListSchema = z.array(payRecordSchema);

/** What the gate sends: the QR's code, or the short code as typed (any case, with or without dashes). */
export const gateScanBodySchema = z.object({ code: z.string().trim().min(1).max(200) });
export const gateScanSchema = z.object({
  /** The pass's short code, grouped, for staff to compare with the visitor's slip. */
  shortCode: z.string(),
  orderNo: z.string(),
  title: z.string(),
  visitDate: z.string(),
  slot: z.string(),
  quantity: z.number().int(),
  /** Who the pass lets in: each ticket type and how many (refunded ones left out). */
  tickets: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
  usedAt: z.string(),
  /** The cards to see: for each ticket type priced for who the visitor is, its card and people. */
  checks: z.array(
    z.object({
      variantId: z.number().int(),
      ticket: z.string(),
      check: z.string(),
      people: z.number().int(),
    }),
  ),
  /** The ticket's types and their price on the visit date, to admit those without the card at. */
  types: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      price: z.string(),
      check: z.string().nullable(),
    }),
  ),
});
export type GateScan = z.infer<typeof gateScanSchema>;

/**
 * People the gate admits at another type than they bought because their card was not shown: the
 * type they bought (`variantId`, one the pass checks a card for), how many, the type they are let
 * in at instead, and why (required, for the audit).
 */
export const gateCardMissingBodySchema = z.object({
  orderNo: z.string().trim().min(1, { error: 'invalidValue' }).max(40, { error: 'invalidValue' }),
  variantId: idField,
  people: z
    .number({ error: 'gatePeopleInvalid' })
    .int({ error: 'gatePeopleInvalid' })
    .min(1, { error: 'gatePeopleInvalid' })
    .max(MAX_UNITS_PER_LINE, { error: 'gatePeopleInvalid' }),
  asVariantId: idField,
  note: z
    .string({ error: 'gateNoteRequired' })
    .trim()
    .min(1, { error: 'gateNoteRequired' })
    .max(300, { error: 'tooLong' }),
});
export type GateCardMissingBody = z.infer<typeof gateCardMissingBodySchema>;

/** What was recorded: who was let in at which type, and what their type costs more that day. */
export const gateCardMissingSchema = z.object({
  people: z.number().int(),
  asName: z.string(),
  /** The difference for all of them in RM ("20.00"); "0.00" when the type is not dearer. */
  difference: z.string(),
});
export type GateCardMissing = z.infer<typeof gateCardMissingSchema>;

/** The gate's day: people in so far, and people with tickets for today still to come. */
export const gateTodaySchema = z.object({
  date: z.string(),
  checkedIn: z.number().int(),
  expected: z.number().int(),
});
export type GateToday = z.infer<typeof gateTodaySchema>;

/** Where staff may move a paid order next, by kind and status; anything else is refused. */
export const STAFF_TRANSITIONS: Partial<
  Record<OrderKind, Partial<Record<OrderStatus, readonly OrderStatus[]>>>
> = {
  food: { making: ['ready_for_pickup'], ready_for_pickup: ['completed'] },
  rental: { paid: ['in_progress'], in_progress: ['completed'] },
  shop: { processing: ['completed'] },
};

export const advanceOrderBodySchema = z.object({
  orderNo: z.string().trim().min(1, { error: 'invalidValue' }).max(40, { error: 'invalidValue' }),
  to: z.enum(['ready_for_pickup', 'in_progress', 'completed'], { error: 'invalidValue' }),
});
