import type { Order } from '@scenic/contracts';

const DETAIL_PATHS: Record<Order['kind'], string> = {
  ticket: '/order/ticketDetail',
  shop: '/order/shopDetail',
  food: '/order/dianCanDetail',
  image: '/order/imageDetail',
  rental: '/order/commonDetail',
};

/** Kinds paid on a page of their own; the others are paid from their detail page. */
const PAY_PATHS: Partial<Record<Order['kind'], string>> = {
  ticket: '/order/ticketPay',
  image: '/order/imagePay',
};

/** Where an order's own page is: each kind has its own detail page (SPEC §2). */
export function orderDetailPath(order: Pick<Order, 'id' | 'kind'>): string {
  return `${DETAIL_PATHS[order.kind]}?id=${order.id}`;
}

/** Where an order waiting for payment is paid: its kind's pay page, else its own page. */
export function waitingOrderPath(order: Pick<Order, 'id' | 'kind'>): string {
  return `${PAY_PATHS[order.kind] ?? DETAIL_PATHS[order.kind]}?id=${order.id}`;
}

/** The order pages that show one order by its id: the kind each shows, and what for. */
const ORDER_PAGES: Record<string, { kind: Order['kind']; role: 'pay' | 'detail' | 'slip' }> = {
  '/order/ticketDetail': { kind: 'ticket', role: 'detail' },
  '/order/ticketPay': { kind: 'ticket', role: 'pay' },
  '/order/piaoju': { kind: 'ticket', role: 'slip' },
  '/order/imageDetail': { kind: 'image', role: 'detail' },
  '/order/imagePay': { kind: 'image', role: 'pay' },
  '/order/shopDetail': { kind: 'shop', role: 'detail' },
  '/order/dianCanDetail': { kind: 'food', role: 'detail' },
  '/order/commonDetail': { kind: 'rental', role: 'detail' },
};

/**
 * The page an order belongs on when it was opened on another kind's page (an image pay page with
 * a ticket order's id): the same role for its own kind, else its detail page. Null when it fits.
 */
export function ownOrderPath(order: Pick<Order, 'id' | 'kind'>, pathname: string): string | null {
  const page = ORDER_PAGES[pathname];
  if (!page || page.kind === order.kind) return null;
  const own = page.role === 'pay' ? PAY_PATHS[order.kind] : undefined;
  return `${own ?? DETAIL_PATHS[order.kind]}?id=${order.id}`;
}
