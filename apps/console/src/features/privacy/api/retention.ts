import type { RetentionSettings, RetentionView } from '@scenic/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#console/lib/request.ts';
import { showSaved } from '#console/lib/saved-answer.ts';

export const retentionKeys = {
  view: () => ['settings', 'retention'] as const,
};

/** How long personal data is kept, and what the last daily purge erased (admin). */
export function useRetention() {
  return useQuery({
    queryKey: retentionKeys.view(),
    queryFn: ({ signal }) => api<RetentionView>('/console/settings/retention', { signal }),
    staleTime: 0,
  });
}

/** Saves the periods; the answer is the screen as stored, shown at once. */
export function useSaveRetention() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RetentionSettings) =>
      api<RetentionView>('/console/settings/retention/save', { body }),
    onSuccess: (saved) => showSaved(client, retentionKeys.view(), saved),
  });
}
