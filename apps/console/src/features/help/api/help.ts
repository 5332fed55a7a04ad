import type {
  AgreementSaveBody,
  ConsoleAgreement,
  ConsoleHelp,
  HelpSaveBody,
} from '@scenic/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#console/lib/request.ts';

export const helpKeys = {
  all: ['help'] as const,
  help: () => [...helpKeys.all, 'data'] as const,
  agreements: () => [...helpKeys.all, 'agreements'] as const,
};

export function useHelp() {
  return useQuery({
    queryKey: helpKeys.help(),
    queryFn: ({ signal }) => api<ConsoleHelp>('/console/content/help', { signal }),
  });
}

export function useAgreements() {
  return useQuery({
    queryKey: helpKeys.agreements(),
    queryFn: ({ signal }) =>
      api<{ list: ConsoleAgreement[] }>('/console/content/agreements', { signal }),
  });
}

function useHelpChange<Body, Answer>(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => api<Answer>(path, { body }),
    onSettled: () => client.invalidateQueries({ queryKey: helpKeys.all }),
  });
}

export const useSaveHelp = () =>
  useHelpChange<HelpSaveBody, ConsoleHelp>('/console/content/help/save');
export const useSaveAgreement = () =>
  useHelpChange<AgreementSaveBody, ConsoleAgreement>('/console/content/agreements/save');
