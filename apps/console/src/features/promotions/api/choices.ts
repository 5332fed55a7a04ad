import type {
  ConsoleGoodsList,
  ConsoleGoodsRow,
  ConsoleGoodsType,
  ConsoleTicket,
} from '@scenic/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '#console/lib/request.ts';
import { promotionKeys } from './promotions';

/** What a promotion can be for: every ticket with its types, every good, every category. */
export interface PromotionChoices {
  tickets: ConsoleTicket[];
  goods: ConsoleGoodsRow[];
  categories: ConsoleGoodsType[];
}

/** The goods list pages by 50 at most: read every page (a park sells hundreds, not thousands). */
async function allGoods(signal: AbortSignal): Promise<ConsoleGoodsRow[]> {
  const goods: ConsoleGoodsRow[] = [];
  for (let page = 1; ; page++) {
    const answer = await api<ConsoleGoodsList>('/console/catalogue/goods', {
      params: { page, limit: 50 },
      signal,
    });
    goods.push(...answer.list);
    if (answer.list.length === 0 || goods.length >= answer.total) return goods;
  }
}

/** The catalogue as the promotion form picks from it and the list names its choices. */
export function usePromotionChoices() {
  return useQuery({
    queryKey: promotionKeys.choices(),
    queryFn: async ({ signal }): Promise<PromotionChoices> => {
      const [tickets, goods, categories] = await Promise.all([
        api<{ list: ConsoleTicket[] }>('/console/catalogue/tickets', { signal }),
        allGoods(signal),
        api<{ list: ConsoleGoodsType[] }>('/console/catalogue/categories', { signal }),
      ]);
      return { tickets: tickets.list, goods, categories: categories.list };
    },
  });
}
