import type { ConsolePayMethodSettings, PayMethodSettings } from '@scenic/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#console/lib/request.ts';
import { showSaved } from '#console/lib/saved-answer.ts';

export const payMethodKeys = {
  settings: () => ['settings', 'payment-methods'] as const,
};

/** The ways to pay visitors are offered through Curlec, and the gateway in use (admin). */
export function usePayMethodSettings() {
  return useQuery({
    queryKey: payMethodKeys.settings(),
    queryFn: ({ signal }) =>
      api<ConsolePayMethodSettings>('/console/settings/payment-methods', { signal }),
  });
}

/** Saves the choice; the answer is the choice as stored, shown at once. */
export function useSavePayMethodSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PayMethodSettings) =>
      api<ConsolePayMethodSettings>('/console/settings/payment-methods/save', { body }),
    onSuccess: (saved) => showSaved(client, payMethodKeys.settings(), saved),
  });
}
