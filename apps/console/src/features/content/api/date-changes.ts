import type { DateChangeSettingsBody } from '@scenic/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#console/lib/request.ts';
import { showSaved } from '#console/lib/saved-answer.ts';

export const dateChangeKeys = {
  settings: () => ['settings', 'date-changes'] as const,
};

/** The operator's rule for tickets moved to a cheaper date (admin). */
export function useDateChangeSettings() {
  return useQuery({
    queryKey: dateChangeKeys.settings(),
    queryFn: ({ signal }) =>
      api<DateChangeSettingsBody>('/console/settings/date-changes', { signal }),
  });
}

/** Saves the rule; the answer is the rule as stored, shown at once. */
export function useSaveDateChangeSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DateChangeSettingsBody) =>
      api<DateChangeSettingsBody>('/console/settings/date-changes/save', { body }),
    onSuccess: (saved) => showSaved(client, dateChangeKeys.settings(), saved),
  });
}
