import type { ConsoleScenery, SceneryProgress, ScenerySaveBody } from '@scenic/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#console/lib/request.ts';
import { sendFile } from '#console/lib/upload.ts';

/** How often the screen asks again while previews are being made. */
const POLL_MS = 1500;

export const sceneryKeys = {
  all: ['scenery'] as const,
  list: () => [...sceneryKeys.all, 'list'] as const,
  progress: (ids: number[]) => [...sceneryKeys.all, 'progress', ids.join(',')] as const,
};

/** Every photograph; asked again every moment while any of them is still processing. */
export function useSceneryList() {
  return useQuery({
    queryKey: sceneryKeys.list(),
    queryFn: ({ signal }) => api<{ list: ConsoleScenery[] }>('/console/scenery/list', { signal }),
    refetchInterval: (query) =>
      query.state.data?.list.some((item) => item.state === 'processing') ? POLL_MS : false,
  });
}

/** Where this session's uploads stand (n of m ready), until none is processing. */
export function useSceneryProgress(ids: number[]) {
  return useQuery({
    queryKey: sceneryKeys.progress(ids),
    enabled: ids.length > 0,
    queryFn: ({ signal }) =>
      api<SceneryProgress>('/console/scenery/progress', { params: { ids: ids.join(',') }, signal }),
    refetchInterval: (query) => ((query.state.data?.processing ?? 1) > 0 ? POLL_MS : false),
  });
}

/** Sends one original, reporting its progress; answers its new row (processing). */
export function uploadOriginal(file: Blob, onProgress: (percent: number) => void) {
  return sendFile<ConsoleScenery>('/console/scenery/upload', file, onProgress);
}

function useSceneryChange<Body, Answer>(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => api<Answer>(path, { body }),
    onSettled: () => client.invalidateQueries({ queryKey: sceneryKeys.all }),
  });
}

export const useSaveScenery = () =>
  useSceneryChange<ScenerySaveBody, ConsoleScenery>('/console/scenery/save');
export const useSceneryOnSale = () =>
  useSceneryChange<{ id: number; enabled: boolean }, ConsoleScenery>('/console/scenery/enabled');
export const useDeleteScenery = () =>
  useSceneryChange<{ id: number }, { deleted: boolean }>('/console/scenery/delete');
