import type { ConsoleOrderQuery } from '@scenic/contracts';

/** Query keys of orders and refunds: one factory, so a refund invalidates what it changed. */
export const orderKeys = {
  all: ['orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (filter: OrderFilter) => [...orderKeys.lists(), filter] as const,
  detail: (id: number) => [...orderKeys.all, 'detail', id] as const,
  refundQueue: () => [...orderKeys.all, 'refund-queue'] as const,
};

/** The search form's filters as the server reads them (page and limit aside). */
export type OrderFilter = Partial<Omit<ConsoleOrderQuery, 'page' | 'limit'>>;
