import type {
  ConsoleGoods,
  ConsoleGoodsType,
  GoodsKind,
  GoodsSaveBody,
  GoodsTypeSaveBody,
} from '@scenic/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#console/lib/request.ts';

export const catalogueKeys = {
  all: ['catalogue'] as const,
  categories: (kind: GoodsKind) => [...catalogueKeys.all, 'categories', kind] as const,
  goods: (id: number) => [...catalogueKeys.all, 'goods', id] as const,
};

export function useCategories(kind: GoodsKind) {
  return useQuery({
    queryKey: catalogueKeys.categories(kind),
    queryFn: ({ signal }) =>
      api<{ list: ConsoleGoodsType[] }>('/console/catalogue/categories', {
        params: { kind },
        signal,
      }),
  });
}

export function useGoods(id: number | null) {
  return useQuery({
    queryKey: catalogueKeys.goods(id ?? 0),
    queryFn: ({ signal }) =>
      api<ConsoleGoods>('/console/catalogue/goods/detail', { params: { id }, signal }),
    enabled: id !== null,
    // The form opens on what is stored now, not on a copy from before someone else's save.
    staleTime: 0,
    gcTime: 0,
  });
}

/** Every change re-reads the catalogue: categories' counts and items move together. */
function useCatalogueChange<Body, Answer>(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => api<Answer>(path, { body }),
    onSettled: () => client.invalidateQueries({ queryKey: catalogueKeys.all }),
  });
}

export const useSaveGoods = () =>
  useCatalogueChange<GoodsSaveBody, ConsoleGoods>('/console/catalogue/goods/save');
export const useGoodsEnabled = () =>
  useCatalogueChange<{ id: number; enabled: boolean }, ConsoleGoods>(
    '/console/catalogue/goods/enabled',
  );
export const useSaveCategory = () =>
  useCatalogueChange<GoodsTypeSaveBody, ConsoleGoodsType>('/console/catalogue/categories/save');
export const useDeleteCategory = () =>
  useCatalogueChange<{ id: number }, null>('/console/catalogue/categories/delete');
