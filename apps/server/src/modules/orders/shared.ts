/**
 * What other modules may read of orders without the order service: one visitor's order, and the
 * visitor's order lock (their orders take turns while a new one is decided). Every write to orders
 * goes through the orders core (`service.ts`); lint keeps other modules out of `repository.ts`.
 */
export { findOrderOf as findVisitorOrder, lockVisitorOrders } from './repository.ts';
