import type { OrderStatus } from '@scenic/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useLocale } from '#web/lib/use-locale.ts';
import { useOrderLive } from '#web/lib/use-order-live.ts';
import { orderDetailQueryOptions } from '../api/get-order-detail';

/** How often an order in staff's hands is asked for again while its live stream is cut. */
export const LIVE_POLL_MS = 15_000;

/**
 * Keeps an open order page current while staff move the order: the kitchen making and handing
 * over food, the counter handing a rental out and taking it back, the shop handing an order over,
 * the gate letting a ticket in. While the order stands in one of `moving`, the page follows its
 * live stream; a status it does not show yet reads the order again (its new state, deposit,
 * number). With `poll`, a cut stream (a proxy that buffers, a dropped connection) is made up for
 * by asking every LIVE_POLL_MS instead.
 */
export function useFollowedOrder(
  id: number,
  moving: readonly OrderStatus[],
  { poll = true }: { poll?: boolean } = {},
): void {
  const locale = useLocale();
  const client = useQueryClient();
  const options = useMemo(() => orderDetailQueryOptions(id, locale), [id, locale]);
  const onStatus = useCallback(
    (next: OrderStatus) => {
      if (client.getQueryData(options.queryKey)?.status !== next) {
        void client.invalidateQueries({ queryKey: options.queryKey });
      }
    },
    [client, options.queryKey],
  );
  const status = client.getQueryData(options.queryKey)?.status;
  const live = useOrderLive(id, status !== undefined && moving.includes(status), onStatus);
  // Shares the cache of the order the page shows (WithOrder), so the page renders again with
  // each answer; asks again by itself only while the stream is cut.
  useQuery({
    ...options,
    refetchInterval: (query) =>
      poll && !live && query.state.data && moving.includes(query.state.data.status)
        ? LIVE_POLL_MS
        : false,
  });
}
