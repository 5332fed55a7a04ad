import type { ConsoleOrderList } from '@scenic/contracts';
import { api } from '#console/lib/request.ts';
import type { OrderFilter } from './keys';

export function listOrders(filter: OrderFilter, page: number, limit: number, signal?: AbortSignal) {
  return api<ConsoleOrderList>('/console/orders/list', {
    params: { ...filter, page, limit },
    signal,
  });
}
