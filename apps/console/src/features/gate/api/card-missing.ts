import type { GateCardMissing, GateCardMissingBody } from '@scenic/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#console/lib/request.ts';
import { gateKeys } from './keys';

/** Admits people of a pass at another type because their card was not shown, with staff's note. */
export function useCardMissing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: GateCardMissingBody) =>
      api<GateCardMissing>('/console/gate/card-missing', { body }),
    onSettled: () => client.invalidateQueries({ queryKey: gateKeys.today() }),
  });
}
