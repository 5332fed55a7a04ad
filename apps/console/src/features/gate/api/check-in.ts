import type { GateScan } from '@scenic/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '#console/lib/request.ts';
import { gateKeys } from './keys';

/** What the gate shows: green with the ticket, or red with why (and when, or for which day). */
export type GateAnswer =
  | { ok: true; code: string; scan: GateScan }
  | { ok: false; code: string; reason: string; usedAt?: string; visitDate?: string };

export function useCheckIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (code: string): Promise<GateAnswer> => {
      try {
        const scan = await api<GateScan>('/console/gate/checkin', { body: { code } });
        return { ok: true, code, scan };
      } catch (error) {
        // A refusal is an answer to show, not a failure: only a lost connection throws on.
        if (!(error instanceof ApiError) || error.code < 0) throw error;
        const data = (error.data ?? {}) as { usedAt?: string; visitDate?: string };
        return { ok: false, code, reason: error.message, ...data };
      }
    },
    onSettled: () => client.invalidateQueries({ queryKey: gateKeys.today() }),
  });
}
