import type { GiftCardSettings } from '@scenic/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#console/lib/request.ts';
import { showSaved } from '#console/lib/saved-answer.ts';

export const giftCardSettingsKeys = {
  settings: () => ['settings', 'gift-cards'] as const,
};

/** The operator's gift-card rules (admin): PINs or not, and how long a new card pays for. */
export function useGiftCardSettings() {
  return useQuery({
    queryKey: giftCardSettingsKeys.settings(),
    queryFn: ({ signal }) => api<GiftCardSettings>('/console/settings/gift-cards', { signal }),
    // The drawer opens on the rules as stored now.
    staleTime: 0,
  });
}

/** Saves the rules; the answer is the rules as stored, shown at once. */
export function useSaveGiftCardSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: GiftCardSettings) =>
      api<GiftCardSettings>('/console/settings/gift-cards/save', { body }),
    onSuccess: (saved) => showSaved(client, giftCardSettingsKeys.settings(), saved),
  });
}
