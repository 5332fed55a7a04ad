import type { Order } from '@scenic/contracts';

const DETAIL_PATHS: Record<Order['kind'], string> = {
  ticket: '/order/ticketDetail',
  shop: '/order/shopDetail',
  food: '/order/dianCanDetail',
  image: '/order/imageDetail',
  hire: '/order/commonDetail',
};

/** Where an order's own page is: each kind has its own detail page (SPEC §2). */
export function orderDetailPath(order: Pick<Order, 'id' | 'kind'>): string {
  return `${DETAIL_PATHS[order.kind]}?id=${order.id}`;
}
