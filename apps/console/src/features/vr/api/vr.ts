import type {
  ConsoleVrScene,
  ConsoleVrTour,
  VrSceneSaveBody,
  VrTourSaveBody,
} from '@scenic/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#console/lib/request.ts';

export const vrKeys = {
  all: ['vr'] as const,
  tour: () => [...vrKeys.all, 'tour'] as const,
};

export function useVrTour() {
  return useQuery({
    queryKey: vrKeys.tour(),
    queryFn: ({ signal }) => api<ConsoleVrTour>('/console/content/vr', { signal }),
  });
}

/** Saves and deletes re-read the tour: what the list shows is what visitors see. */
function useVrChange<Body, Answer>(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => api<Answer>(path, { body }),
    onSettled: () => client.invalidateQueries({ queryKey: vrKeys.all }),
  });
}

export const useSaveVrTour = () =>
  useVrChange<VrTourSaveBody, ConsoleVrTour>('/console/content/vr/save');
export const useSaveVrScene = () =>
  useVrChange<VrSceneSaveBody, ConsoleVrScene>('/console/content/vr/scenes/save');
export const useDeleteVrScene = () =>
  useVrChange<{ id: string }, null>('/console/content/vr/scenes/delete');
