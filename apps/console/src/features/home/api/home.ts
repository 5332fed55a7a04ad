import type { ConsoleHome, HomeSaveBody } from '@scenic/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#console/lib/request.ts';
import { showSaved } from '#console/lib/saved-answer.ts';

const homeKey = ['content', 'home'] as const;

/** The home page's promos and section titles as staff edit them: every language of each. */
export function useHome() {
  return useQuery({
    queryKey: homeKey,
    queryFn: ({ signal }) => api<ConsoleHome>('/console/content/home', { signal }),
    // The form keeps what staff typed; a refetch would not change it, so do not re-read behind it.
    refetchOnWindowFocus: false,
  });
}

/** Publishes the home page; the answer is what visitors now see. */
export function useSaveHome() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: HomeSaveBody) => api<ConsoleHome>('/console/content/home/save', { body }),
    onSuccess: (saved) => showSaved(client, homeKey, saved),
  });
}
