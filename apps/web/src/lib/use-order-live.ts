import { followEvents, type OrderStatus } from '@scenic/contracts';
import { useEffect, useState } from 'react';
import { buildHeaders, buildUrl } from './request.ts';

/**
 * Follows one of the visitor's orders on the server's live stream (through fetch: EventSource
 * cannot send the session header) while `enabled`. Calls `onStatus` with each status the server
 * sends; answers whether the stream is open, so the page polls only while it is not.
 */
export function useOrderLive(
  id: number,
  enabled: boolean,
  onStatus: (status: OrderStatus) => void,
): boolean {
  const [live, setLive] = useState(false);
  useEffect(() => {
    if (!enabled || id <= 0) return;
    const stop = followEvents(
      () => ({ url: buildUrl('/index/order/live', { id }), headers: buildHeaders(false) }),
      {
        onConnected: setLive,
        onEvent: (event) => {
          if (event.event !== 'order') return;
          try {
            const { status } = JSON.parse(event.data) as { status: OrderStatus };
            onStatus(status);
          } catch {
            // A malformed event is skipped; the next one (or the poll) carries the truth.
          }
        },
      },
    );
    return () => {
      stop();
      setLive(false);
    };
  }, [id, enabled, onStatus]);
  return live;
}
