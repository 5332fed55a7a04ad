import type { ConsoleEInvoice, EInvoiceSettings, EInvoiceState } from '@scenic/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#console/lib/request.ts';
import { showSaved } from '#console/lib/saved-answer.ts';

export const eInvoiceKeys = {
  all: ['e-invoices'] as const,
  list: (status: EInvoiceState | undefined, page: number) =>
    ['e-invoices', 'list', status ?? 'all', page] as const,
  settings: () => ['settings', 'e-invoicing'] as const,
};

export interface EInvoiceList {
  items: ConsoleEInvoice[];
  total: number;
}

export interface EInvoiceSettingsView {
  settings: EInvoiceSettings;
  connected: boolean;
}

/** The documents sent to MyInvois, newest first (admin). */
export function useEInvoices(status: EInvoiceState | undefined, page: number) {
  return useQuery({
    queryKey: eInvoiceKeys.list(status, page),
    queryFn: ({ signal }) =>
      api<EInvoiceList>(
        `/console/e-invoices?page=${page}&pageSize=20${status ? `&status=${status}` : ''}`,
        { signal },
      ),
  });
}

/** Sends an invalid document again, after the settings were corrected. */
export function useResubmit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api<ConsoleEInvoice>('/console/e-invoices/resubmit', { body: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: eInvoiceKeys.all }),
  });
}

export function useEInvoiceSettings() {
  return useQuery({
    queryKey: eInvoiceKeys.settings(),
    queryFn: ({ signal }) => api<EInvoiceSettingsView>('/console/settings/e-invoicing', { signal }),
    staleTime: 0,
  });
}

export function useSaveEInvoiceSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EInvoiceSettings) =>
      api<EInvoiceSettingsView>('/console/settings/e-invoicing/save', { body }),
    onSuccess: (saved) => showSaved(client, eInvoiceKeys.settings(), saved),
  });
}
