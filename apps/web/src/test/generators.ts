import type { GiftCard, Order, PayRecord, TicketInfo, Visitor } from '@scenic/contracts';

/**
 * Builders of what the API answers, typed from the contracts: each gives a plain, valid example,
 * and a test names only what matters to it: `order({ id: 7, status: 'used' })`.
 */

type Line = Order['lines'][number];
/** Any of an order's fields, whichever kind it is (the fields decide the kind). */
export type OrderFields = { [K in keyof Order]?: Order[K] };
type Pass = NonNullable<Order['pass']>;
type TicketDay = TicketInfo['days'][number];

/**
 * A visitor's order: by default a paid ticket for a day at the park, nothing of the other kinds.
 * The fields a test sets decide which kind of order it is (`kind: 'food'` with a `pickup`).
 */
export const order = (overrides: OrderFields = {}): Order =>
  ({
    id: 1,
    orderNo: `T${overrides.id ?? 1}`,
    kind: 'ticket',
    status: 'ready_to_use',
    title: 'Rainforest Day Pass',
    cover: '',
    total: '45.00',
    discount: null,
    paidBy: [],
    createdAt: '2026-11-22T02:00:00Z',
    expiresAt: null,
    paidAt: '2026-11-22T02:01:00Z',
    payMethod: 'card',
    lastPayment: 'succeeded',
    refunds: [],
    reserveDate: null,
    ticketId: null,
    slot: '',
    note: '',
    lines: [],
    delivery: null,
    rental: null,
    pickup: null,
    pass: null,
    ...overrides,
  }) as Order;

/** What an unpaid order holds: waiting for payment, ten minutes left to pay. */
export const unpaid = (lastPayment: Order['lastPayment'] = 'pending') => ({
  status: 'pending_payment' as const,
  paidAt: null,
  payMethod: '',
  lastPayment,
  expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
});

/**
 * A line of an order: one unit at RM 45.00, nothing refunded or reviewed. Its list price is what
 * it sold at unless a test gives a promotion code's list price of its own.
 */
export const orderLine = (overrides: Partial<Line> = {}): Line => {
  const line: Line = {
    itemId: 1,
    goodsId: null,
    reviewed: false,
    refunded: 0,
    name: 'Adult',
    quantity: 1,
    unitPrice: '45.00',
    listUnitPrice: overrides.unitPrice ?? '45.00',
    subtotal: '45.00',
    ...overrides,
  };
  return line;
};

/** The pass of a paid ticket, ready at the gate. */
export const pass = (overrides: Partial<Pass> = {}): Pass => ({
  code: 'PASS-1',
  shortCode: 'K7Q-4M9T-D2X',
  status: 'ready',
  usedAt: null,
  checks: [],
  ...overrides,
});

/** One payment on the visitor's payment records: a card payment that went through. */
export const payRecord = (overrides: Partial<PayRecord> = {}): PayRecord => ({
  orderId: 1,
  orderNo: 'T1',
  kind: 'ticket',
  title: 'Rainforest Day Pass',
  amount: '45.00',
  discount: null,
  status: 'succeeded',
  refund: false,
  refunded: '0.00',
  refunds: [],
  provider: 'stripe',
  method: 'card',
  createdAt: '2026-11-22T02:00:00Z',
  ...overrides,
});

/** A visitor signed in by phone. */
export const visitor = (overrides: Partial<Visitor> = {}): Visitor => ({
  id: 7,
  nickname: 'Aisha',
  avatar: '',
  areaCode: '+60',
  phone: '123456789',
  email: '',
  createdAt: '2026-01-01T00:00:00Z',
  ...overrides,
});

/** A date of a ticket's calendar: open, with room, at no particular price. */
export const ticketDay = (date: string, overrides: Partial<TicketDay> = {}): TicketDay => ({
  date,
  state: 'open',
  remaining: 100,
  prices: {},
  slots: {},
  ...overrides,
});

/** A gift card the visitor holds: RM 50.00 of RM 50.00 left, no PIN, good until the end of 2027. */
export const giftCard = (overrides: Partial<GiftCard> = {}): GiftCard => ({
  id: 1,
  code: 'K7QM-3XPA-9D2F-HT4W',
  pin: '',
  value: '50.00',
  balance: '50.00',
  status: 'active',
  expiresOn: '2027-12-31',
  mine: 'held',
  orderNo: '',
  ...overrides,
});
