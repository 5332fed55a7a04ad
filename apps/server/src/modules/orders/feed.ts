import { EventEmitter } from 'node:events';
import type { OrderKind, OrderStatus } from '@scenic/contracts';

/** An order that moved: enough for a screen to know whether to read it again. */
export interface OrderChange {
  orderId: number;
  visitorId: number;
  kind: OrderKind;
  status: OrderStatus;
}

/**
 * Order changes as they are committed, for live screens (the visitor's food order, the kitchen).
 * In one process for now; several instances will share it through Redis.
 */
export function createOrderFeed() {
  const emitter = new EventEmitter();
  // Every open screen listens; there is no fixed limit on how many phones watch their orders.
  emitter.setMaxListeners(0);
  return {
    publish(change: OrderChange) {
      emitter.emit('change', change);
    },
    subscribe(listener: (change: OrderChange) => void): () => void {
      emitter.on('change', listener);
      return () => emitter.off('change', listener);
    },
    get listeners() {
      return emitter.listenerCount('change');
    },
  };
}

export type OrderFeed = ReturnType<typeof createOrderFeed>;
