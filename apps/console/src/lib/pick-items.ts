import type { SectionKeyword } from '@scenic/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '#console/lib/request.ts';

export interface PickableItem {
  id: number;
  name: string;
}

/** The items a banner may open, read from the same public lists visitors see (50 at most). */
async function itemsOf(kind: SectionKeyword, signal?: AbortSignal): Promise<PickableItem[]> {
  if (kind === 'ticket') {
    const list = await api<{ id: number; name: string }[]>('/index/index/ticketList', { signal });
    return list.map(({ id, name }) => ({ id, name }));
  }
  if (kind === 'scenery') {
    const page = await api<{ list: { id: number; title: string }[] }>('/index/index/sceneryList', {
      params: { limit: 50 },
      signal,
    });
    return page.list.map(({ id, title }) => ({ id, name: title }));
  }
  const page = await api<{ list: { id: number; name: string }[] }>('/index/index/goodList', {
    params: { kind, limit: 50 },
    signal,
  });
  return page.list.map(({ id, name }) => ({ id, name }));
}

export function usePickableItems(kind: SectionKeyword | undefined) {
  return useQuery({
    queryKey: ['content', 'pickable', kind],
    queryFn: ({ signal }) => itemsOf(kind ?? 'ticket', signal),
    enabled: kind !== undefined,
    staleTime: 60_000,
  });
}
