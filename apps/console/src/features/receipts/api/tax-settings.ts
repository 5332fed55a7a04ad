import type { AddTaxRateBody, ConsoleTaxSettings, TaxSettings } from '@scenic/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#console/lib/request.ts';
import { showSaved } from '#console/lib/saved-answer.ts';
import { receiptKeys } from './keys';

/** The tax settings and every rate (admin). */
export function useTaxSettings() {
  return useQuery({
    queryKey: receiptKeys.taxSettings(),
    queryFn: ({ signal }) => api<ConsoleTaxSettings>('/console/settings/tax', { signal }),
    staleTime: 0,
  });
}

/** Each change answers the screen as stored, shown at once. */
function useTaxChange<T>(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: T) => api<ConsoleTaxSettings>(path, { body }),
    onSuccess: (saved) => showSaved(client, receiptKeys.taxSettings(), saved),
  });
}

export const useSaveTaxSettings = () => useTaxChange<TaxSettings>('/console/settings/tax/save');
export const useAddTaxRate = () => useTaxChange<AddTaxRateBody>('/console/settings/tax/rates/add');
export const useRemoveTaxRate = () =>
  useTaxChange<{ id: number }>('/console/settings/tax/rates/remove');
