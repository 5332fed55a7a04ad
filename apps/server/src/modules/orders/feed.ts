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
/** The part of an SSE reply a screen needs (@fastify/sse's `reply.sse`). */
export interface LiveScreen {
  readonly isConnected: boolean;
  send(message: { event: string; data: unknown }): Promise<void>;
  onClose(callback: () => void): void;
  keepAlive(): void;
  close(): void;
}

export function createOrderFeed() {
  const emitter = new EventEmitter();
  // Every open screen listens; there is no fixed limit on how many phones watch their orders.
  emitter.setMaxListeners(0);
  const screens = new Set<LiveScreen>();
  return {
    /**
     * Sends each change `wanted` picks to a screen as an `order` event {id, status}, until the
     * screen goes or the server stops (`closeAll`).
     */
    stream(screen: LiveScreen, wanted: (change: OrderChange) => boolean) {
      const stop = this.subscribe((change) => {
        if (!wanted(change) || !screen.isConnected) return;
        screen
          .send({ event: 'order', data: { id: change.orderId, status: change.status } })
          .catch(() => screen.close());
      });
      screens.add(screen);
      screen.onClose(() => {
        stop();
        screens.delete(screen);
      });
      screen.keepAlive();
    },
    /** Ends every open stream: shutdown never waits on a screen left open. */
    closeAll() {
      for (const screen of screens) screen.close();
    },
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
