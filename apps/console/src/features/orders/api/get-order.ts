import type { ConsoleOrderDetail } from '@scenic/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#console/lib/request.ts';
import { orderKeys } from './keys';

export const orderQuery = (id: number) =>
  queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) =>
      api<ConsoleOrderDetail>('/console/orders/detail', { params: { id }, signal }),
  });

export function useOrder(id: number) {
  return useQuery(orderQuery(id));
}
