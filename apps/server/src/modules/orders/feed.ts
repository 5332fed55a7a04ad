import { EventEmitter } from 'node:events';
import type { OrderKind, OrderStatus } from '@scenic/contracts';

/** An order that moved: enough for a screen to know whether to read it again. */
export interface OrderChange {
  orderId: number;
  visitorId: number;
  kind: OrderKind;
  status: OrderStatus;
}

/** The part of an SSE reply a screen needs (@fastify/sse's `reply.sse`). */
export interface LiveScreen {
  readonly isConnected: boolean;
  send(message: { event: string; data: unknown }): Promise<void>;
  onClose(callback: () => void): void;
  keepAlive(): void;
  close(): void;
}

/**
 * Order changes as they are committed, for live screens (the visitor's food order, the kitchen).
 * In one process by itself; `relay` (connectOrderRelay) shares each change with the other
 * instances, so a visitor connected to one sees what the kitchen did on another.
 */
export function createOrderFeed() {
  let relay: ((change: OrderChange) => void) | undefined;
  const emitter = new EventEmitter();
  // Every open screen listens; there is no fixed limit on how many phones watch their orders.
  emitter.setMaxListeners(0);
  return {
    /**
     * Sends each change `wanted` picks to a screen as an `order` event {id, status}, until the
     * screen goes (its client leaves, its session ends, the server stops: live-streams.ts).
     */
    stream(screen: LiveScreen, wanted: (change: OrderChange) => boolean) {
      const stop = this.subscribe((change) => {
        if (!wanted(change) || !screen.isConnected) return;
        screen
          .send({ event: 'order', data: { id: change.orderId, status: change.status } })
          .catch(() => screen.close());
      });
      screen.onClose(stop);
      screen.keepAlive();
    },
    /** A change committed on this instance: its screens, and those of every other through the relay. */
    publish(change: OrderChange) {
      emitter.emit('change', change);
      relay?.(change);
    },
    /** A change another instance committed: this instance's screens only. */
    receive(change: OrderChange) {
      emitter.emit('change', change);
    },
    /** Where changes made here are also sent (one relay; undefined takes it away). */
    relayTo(send: ((change: OrderChange) => void) | undefined) {
      relay = send;
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
