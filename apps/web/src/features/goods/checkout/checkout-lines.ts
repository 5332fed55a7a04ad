import { type GoodsDetail, type GoodsKind, rmToSen } from '@scenic/contracts';
import { DETAIL_ROUTES } from '#web/lib/jump.ts';
import { lineKey } from '#web/stores/cart-lines.ts';
import { useGoodsDetails } from '../api/get-goods-detail';
import { isGone } from '../components/detail-parts';
import { skuOf, specText } from '../sku';

/** What is ordered: a good, one of its combinations, how many (SPEC §3 cart line). */
export interface OrderItem {
  goods_id: number;
  spec_id: number;
  num: number;
}

/** A cart line may remember how the good looked, for when the good is gone. */
export type CheckoutItem = OrderItem & { name?: string; cover?: string };

/** An item as the checkout shows it, priced from the server's detail, never from the cart. */
export interface PricedLine extends OrderItem {
  key: string;
  name: string;
  cover: string;
  spec: string;
  /** Unit price in RM ("12.50"); null when the good no longer sells this combination. */
  price: string | null;
  /** Null when the good is no longer sold at all. */
  detail: GoodsDetail | null;
  /** How many are left when fewer than the quantity wanted (0: sold out); otherwise null. */
  short: number | null;
}

export interface CheckoutLines {
  status: 'pending' | 'error' | 'ready';
  lines: PricedLine[];
  /** Sum of unit price × quantity over the lines still sold, in sen. */
  totalSen: number;
  /** Some line's combination is gone or short of stock: the order cannot go through as it is. */
  unavailable: boolean;
  /** Some line's good or combination is no longer sold (rather than only short of stock). */
  gone: boolean;
  retry: () => void;
}

/** The checkout's lines with each good's name, picture, options and current price. */
export function useCheckoutLines(items: readonly CheckoutItem[]): CheckoutLines {
  const results = useGoodsDetails(items.map((item) => item.goods_id));
  const ids = [...new Set(items.map((item) => item.goods_id))];
  const retry = () => {
    for (const result of results) if (result.isError) void result.refetch();
  };
  // Only "not found" means a good is gone (its lines show as no longer sold); any other failure
  // is one to retry.
  const gone = (index: number) => isGone(results[index]?.error);
  const none = { lines: [], totalSen: 0, unavailable: false, gone: false, retry };
  if (results.some((result, index) => result.isError && !result.data && !gone(index))) {
    return { status: 'error', ...none };
  }
  if (results.some((result, index) => !result.data && !gone(index))) {
    return { status: 'pending', ...none };
  }
  const details = new Map(ids.map((id, index) => [id, results[index]?.data ?? null]));
  const lines = items.map((item): PricedLine => {
    const detail = details.get(item.goods_id) ?? null;
    const sku = skuOf(detail, item.spec_id);
    return {
      ...item,
      key: lineKey(item),
      name: detail?.name ?? item.name ?? '',
      cover: detail?.cover ?? item.cover ?? '',
      spec: detail ? specText(detail, sku) : '',
      price: sku ? sku.price : null,
      detail,
      short: sku && sku.stock < item.num ? Math.max(sku.stock, 0) : null,
    };
  });
  const totalSen = lines.reduce(
    (sum, line) => sum + (line.price === null ? 0 : rmToSen(line.price) * line.num),
    0,
  );
  return {
    status: 'ready',
    lines,
    totalSen,
    unavailable: lines.some((line) => line.price === null || line.short !== null),
    gone: lines.some((line) => line.price === null),
    retry,
  };
}

/**
 * A checkout link naming a good of another kind (a rental in the store's checkout): that good's
 * own page, where it is bought the way its kind is; null when every line fits the checkout.
 */
export function otherKindPage(lines: readonly PricedLine[], kind: GoodsKind): string | null {
  const other = lines.find((line) => line.detail && line.detail.kind !== kind)?.detail;
  return other ? `${DETAIL_ROUTES[other.kind]}?id=${other.id}` : null;
}

/** The items of a body for createGoodsOrder: which good, combination and quantity; no price. */
export function orderItems(lines: readonly OrderItem[]): OrderItem[] {
  return lines.map(({ goods_id, spec_id, num }) => ({ goods_id, spec_id, num }));
}

/**
 * Which lines are gift cards (decision 042): a basket holding one cannot be paid with a gift card,
 * and a basket of gift cards alone has nothing to deliver (the cards appear in My centre).
 */
export function giftCardLines(lines: readonly PricedLine[]): 'none' | 'some' | 'all' {
  const cards = lines.filter((line) => line.detail?.giftCard).length;
  if (cards === 0) return 'none';
  return cards === lines.length ? 'all' : 'some';
}
