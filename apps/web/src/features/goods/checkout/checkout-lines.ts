import { type GoodsDetail, rmToSen, senToRm } from '@scenic/contracts';
import { useGoodsDetails } from '../api/get-goods-detail';
import { skuOf, specText } from './goods-sku';

/** What is ordered: a good, one of its combinations, how many (SPEC §3 cart line). */
export interface OrderItem {
  goods_id: number;
  spec_id: number;
  num: number;
}

/** An item as the checkout shows it, priced from the server's detail, never from the cart. */
export interface PricedLine extends OrderItem {
  key: string;
  name: string;
  cover: string;
  spec: string;
  /** Unit price in RM ("12.50"); null when the good no longer sells this combination. */
  price: string | null;
  detail: GoodsDetail;
}

export interface CheckoutLines {
  status: 'pending' | 'error' | 'ready';
  lines: PricedLine[];
  /** Sum of unit price × quantity over the lines still sold, in sen. */
  totalSen: number;
  /** Some line's combination is gone: the order cannot go through as it is. */
  unavailable: boolean;
  retry: () => void;
}

export const senText = (sen: number) => senToRm(sen);

/** The checkout's lines with each good's name, picture, options and current price. */
export function useCheckoutLines(items: readonly OrderItem[]): CheckoutLines {
  const results = useGoodsDetails(items.map((item) => item.goods_id));
  const ids = [...new Set(items.map((item) => item.goods_id))];
  const retry = () => {
    for (const result of results) if (result.isError) void result.refetch();
  };
  if (results.some((result) => result.isError && !result.data)) {
    return { status: 'error', lines: [], totalSen: 0, unavailable: false, retry };
  }
  if (results.some((result) => !result.data)) {
    return { status: 'pending', lines: [], totalSen: 0, unavailable: false, retry };
  }
  const details = new Map(ids.map((id, index) => [id, results[index]?.data as GoodsDetail]));
  const lines = items.flatMap((item): PricedLine[] => {
    const detail = details.get(item.goods_id);
    if (!detail) return [];
    const sku = skuOf(detail, item.spec_id);
    return [
      {
        ...item,
        key: `${item.goods_id}:${item.spec_id}`,
        name: detail.name,
        cover: detail.cover,
        spec: specText(detail, item.spec_id),
        price: sku ? sku.price : null,
        detail,
      },
    ];
  });
  const totalSen = lines.reduce(
    (sum, line) => sum + (line.price === null ? 0 : rmToSen(line.price) * line.num),
    0,
  );
  return {
    status: 'ready',
    lines,
    totalSen,
    unavailable: lines.some((line) => line.price === null),
    retry,
  };
}

/** The items of a body for createGoodsOrder: which good, combination and quantity; no price. */
export function orderItems(lines: readonly OrderItem[]): OrderItem[] {
  return lines.map(({ goods_id, spec_id, num }) => ({ goods_id, spec_id, num }));
}

/** A positive whole number from the address, or 0. */
export function positiveInt(value: string | null): number {
  const number = Number(value);
  return value && Number.isInteger(number) && number > 0 ? number : 0;
}
