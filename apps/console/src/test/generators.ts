import type {
  ConsoleCalendar,
  ConsoleCalendarDay,
  ConsoleGiftCard,
  ConsoleOrderDetail,
  ConsolePromotion,
  ConsoleTicket,
  Order,
} from '@scenic/contracts';

/**
 * Builders of what the console API answers, typed from the contracts: each gives a plain, valid
 * example, and a test names only what matters to it: `orderDetail({ lines: [orderLine(...)] })`.
 */

type Line = ConsoleOrderDetail['lines'][number];
type Payment = ConsoleOrderDetail['payments'][number];

const text = (en: string) => ({ zh: en, en, ma: en });

/** An order as the visitor sees it: paid tickets for a day at the park. */
export const order = (overrides: Partial<Order> = {}): Order =>
  ({
    id: 41,
    orderNo: 'T2026120100041',
    kind: 'ticket',
    status: 'ready_to_use',
    title: 'Canopy Walk',
    cover: '/uploads/demo/canopy.webp',
    total: '85.10',
    discount: null,
    createdAt: '2026-12-01T10:00:00Z',
    expiresAt: null,
    paidAt: '2026-12-01T10:03:00Z',
    payMethod: 'card',
    lastPayment: 'succeeded',
    refunds: [],
    reserveDate: '2026-12-02',
    ticketId: 1,
    slot: '09:00',
    note: '',
    lines: [],
    delivery: null,
    rental: null,
    pickup: null,
    pass: null,
    ...overrides,
  }) as Order;

/** A line of an order, `quantity` units at `unitPrice`, none refunded yet. */
export const orderLine = (overrides: Partial<Line> = {}): Line => ({
  id: 1,
  name: 'Adult',
  quantity: 1,
  refunded: 0,
  unitPrice: '10.00',
  ...overrides,
});

/** A payment the gateway took in full. */
export const payment = (overrides: Partial<Payment> = {}): Payment => ({
  id: 1,
  provider: 'stripe',
  method: 'card',
  amount: '10.00',
  refunded: '0.00',
  status: 'succeeded',
  flaggedForRefund: false,
  createdAt: '2026-12-01T10:03:00Z',
  ...overrides,
});

/** An order as staff open it: by default one paid Adult ticket of RM 10.00. */
export const orderDetail = (overrides: Partial<ConsoleOrderDetail> = {}): ConsoleOrderDetail => ({
  order: order(),
  visitor: { id: 7, phone: '+60123456789', email: 'aisha@example.com' },
  payments: [payment()],
  refunds: [],
  history: [],
  lines: [orderLine()],
  ...overrides,
});

/** A ticket as content staff edit it: Adult and Child, 100 places a day. */
export const consoleTicket = (overrides: Partial<ConsoleTicket> = {}): ConsoleTicket => ({
  id: 1,
  name: text('Rainforest Day Pass'),
  intro: text(''),
  description: text(''),
  notes: [],
  tags: [],
  cover: '/uploads/demo/day.webp',
  images: [],
  dailyCapacity: 100,
  variants: [
    { id: 5, name: text('Adult'), price: '45.00', checkId: null },
    { id: 6, name: text('Child'), price: '25.00', checkId: null },
  ],
  slots: [],
  sort: 0,
  enabled: true,
  ...overrides,
});

/** One date of a ticket's calendar: open, at the base price, following the daily places. */
export const calendarDay = (
  date: string,
  overrides: Partial<ConsoleCalendarDay> = {},
): ConsoleCalendarDay => ({
  date,
  capacity: 100,
  sold: 0,
  held: 0,
  closed: false,
  pricePercent: 100,
  capacitySet: false,
  prices: { '5': '45.00', '6': '25.00' },
  slots: [],
  ...overrides,
});

/** A ticket's calendar from `today`, with the given dates. */
export const consoleCalendar = (overrides: Partial<ConsoleCalendar> = {}): ConsoleCalendar => ({
  ticketId: 1,
  today: '2026-12-01',
  dailyCapacity: 100,
  variants: [
    { id: 5, name: text('Adult'), price: '45.00' },
    { id: 6, name: text('Child'), price: '25.00' },
  ],
  slots: [],
  days: [],
  ...overrides,
});

/** A promotion as admins list it: 10% off everything with one shared code, never used. */
export const consolePromotion = (overrides: Partial<ConsolePromotion> = {}): ConsolePromotion => ({
  id: 1,
  name: 'Summer holidays',
  type: 'percent',
  value: '10',
  scope: { kinds: [], ticketIds: [], variantIds: [], goodsIds: [], categoryIds: [] },
  saleFrom: null,
  saleTo: null,
  visitFrom: null,
  visitTo: null,
  maxUses: null,
  maxPerVisitor: null,
  maxUnitsPerOrder: null,
  minSpend: '0.00',
  code: 'SUMMER10',
  codeCount: 1,
  used: 0,
  held: 0,
  saved: '0.00',
  createdAt: '2026-11-20T08:00:00Z',
  ...overrides,
});

/** A gift card as admins list it: RM 100.00 sold in the shop, RM 60.00 left, not yet added. */
export const consoleGiftCard = (overrides: Partial<ConsoleGiftCard> = {}): ConsoleGiftCard => ({
  id: 1,
  code: 'K7QM3XPA9D2FHT4W',
  hasPin: false,
  value: '100.00',
  balance: '60.00',
  status: 'active',
  source: 'sold',
  orderNo: 'S2026120100051',
  reason: '',
  holder: '',
  createdAt: '2026-12-01T10:03:00Z',
  expiresOn: '2029-12-01',
  ...overrides,
});
