import type { GateToday } from '@scenic/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '#console/lib/request.ts';
import { gateKeys } from './keys';

/** Today's people in and still expected; other gates change it, so it refreshes every half minute. */
export function useGateToday() {
  return useQuery({
    queryKey: gateKeys.today(),
    queryFn: ({ signal }) => api<GateToday>('/console/gate/today', { signal }),
    refetchInterval: 30_000,
  });
}
