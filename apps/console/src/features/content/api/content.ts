import type {
  BannerKey,
  BannerSaveBody,
  ConsoleBanner,
  ConsoleNotice,
  NoticeSaveBody,
} from '@scenic/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#console/lib/request.ts';

export const contentKeys = {
  all: ['content'] as const,
  banners: (slot: BannerKey) => [...contentKeys.all, 'banners', slot] as const,
  notices: () => [...contentKeys.all, 'notices'] as const,
};

export function useBanners(slot: BannerKey) {
  return useQuery({
    queryKey: contentKeys.banners(slot),
    queryFn: ({ signal }) =>
      api<{ list: ConsoleBanner[] }>('/console/content/banners', { params: { slot }, signal }),
  });
}

export function useNotices() {
  return useQuery({
    queryKey: contentKeys.notices(),
    queryFn: ({ signal }) => api<{ list: ConsoleNotice[] }>('/console/content/notices', { signal }),
  });
}

/** Saves and deletes re-read every content list: what the tables show is what visitors see. */
function useContentChange<Body, Answer>(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => api<Answer>(path, { body }),
    onSettled: () => client.invalidateQueries({ queryKey: contentKeys.all }),
  });
}

export const useSaveBanner = () =>
  useContentChange<BannerSaveBody, ConsoleBanner>('/console/content/banners/save');
export const useDeleteBanner = () =>
  useContentChange<{ id: number }, null>('/console/content/banners/delete');
export const useSaveNotice = () =>
  useContentChange<NoticeSaveBody, ConsoleNotice>('/console/content/notices/save');
export const useDeleteNotice = () =>
  useContentChange<{ id: number }, null>('/console/content/notices/delete');
