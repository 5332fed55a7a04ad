/**
 * What other modules may do with orders without going through an order service: read one visitor's
 * order, make a visitor's orders take turns, and move an order from one status to another. The rest
 * of `repository.ts` is this module's own; lint keeps other modules out of it.
 */
export {
  findOrderOf as findVisitorOrder,
  lockVisitorOrders,
  transition as transitionOrder,
} from './repository.ts';
