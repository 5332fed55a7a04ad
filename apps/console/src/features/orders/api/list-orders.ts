import type { ConsoleOrderRow } from '@scenic/contracts';
import { api } from '#console/lib/request.ts';
import type { OrderFilter } from './keys';

export interface OrderPage {
  list: ConsoleOrderRow[];
  total: number;
  page: number;
  limit: number;
}

export function listOrders(filter: OrderFilter, page: number, limit: number, signal?: AbortSignal) {
  return api<OrderPage>('/console/orders/list', {
    params: { ...filter, page, limit },
    signal,
  });
}
