import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { SESSION_CLEARED_EVENT } from '#web/lib/storage.ts';
import {
  type CartLine,
  type CartTotals,
  lineKey,
  mergeLine,
  toggleKey,
  totals,
} from './cart-lines';

/** The spec names the lines `canList` in the (food) cart and `shopList` in the shop cart. */
export type ListKey = 'canList' | 'shopList';

export type CartState<K extends ListKey> = Record<K, CartLine[]> &
  CartTotals & {
    /** Keys (goods_id:spec_id, see lineKey) of the checked lines. */
    checkList: string[];
  };

export interface CartActions {
  /** Adds one item: merged into a line of the same goods and spec, and checked. */
  add(line: CartLine): void;
  /** Adds several items without checking them. */
  addMany(lines: CartLine[]): void;
  /** Sets a line's quantity; 0 removes the line. */
  setNum(key: string, num: number): void;
  toggle(key: string): void;
  /**
   * Saves the current unit price of lines (by lineKey) whose price has changed since they were
   * added, so the totals follow the shop's prices; nothing changes when all are current.
   */
  refreshPrices(prices: Readonly<Record<string, string>>): void;
  /** All checked → none checked; otherwise every line checked. */
  toggleAll(): void;
  removeChecked(): void;
  clear(): void;
}

export type CartStore<K extends ListKey> = CartState<K> & CartActions;

/** The line list and checks after a change, with the totals recalculated (SPEC §4). */
export function cartState<K extends ListKey>(
  listKey: K,
  lines: CartLine[],
  checkList: string[],
): CartState<K> {
  const keys = new Set(lines.map(lineKey));
  const stillThere = checkList.filter((key) => keys.has(key));
  return { [listKey]: lines, checkList: stillThere, ...totals(lines, stillThere) } as CartState<K>;
}

/** An empty cart; its select-all flag is reset, not "0 of 0 checked". */
function emptyState<K extends ListKey>(listKey: K): CartState<K> {
  return { ...cartState(listKey, [], []), isAllChecked: false };
}

/**
 * One persisted cart under its own localStorage key. `derive` adds fields a cart has beyond the
 * common ones (the food cart's isAllShopChecked).
 */
export function createCartStore<K extends ListKey, Extra extends object = object>(
  storageKey: string,
  listKey: K,
  derive: (state: CartState<K>) => Extra = () => ({}) as Extra,
) {
  const build = (lines: CartLine[], checkList: string[]) => {
    const state = cartState(listKey, lines, checkList);
    return { ...state, ...derive(state) };
  };
  const empty = () => {
    const state = emptyState(listKey);
    return { ...state, ...derive(state) };
  };

  const store = create<CartStore<K> & Extra>()(
    persist(
      (set, get) => {
        const linesOf = (): CartLine[] => (get() as CartState<K>)[listKey];
        const apply = (lines: CartLine[], checkList: string[]) =>
          set(build(lines, checkList) as Partial<CartStore<K> & Extra>);
        return {
          ...empty(),
          add: (line) => {
            const key = lineKey(line);
            const { checkList } = get();
            apply(
              mergeLine(linesOf(), line),
              checkList.includes(key) ? checkList : [...checkList, key],
            );
          },
          addMany: (added) => apply(added.reduce(mergeLine, linesOf()), get().checkList),
          setNum: (key, num) => {
            const changed = linesOf().map((line) =>
              lineKey(line) === key ? { ...line, num } : line,
            );
            apply(
              changed.filter((line) => line.num > 0),
              get().checkList,
            );
          },
          toggle: (key) => apply(linesOf(), toggleKey(get().checkList, key)),
          refreshPrices: (prices) => {
            const lines = linesOf();
            const stale = (line: CartLine) => {
              const price = prices[lineKey(line)];
              return price !== undefined && price !== String(line.price);
            };
            if (!lines.some(stale)) return;
            apply(
              lines.map((line) =>
                stale(line) ? { ...line, price: prices[lineKey(line)] ?? line.price } : line,
              ),
              get().checkList,
            );
          },
          toggleAll: () => {
            const lines = linesOf();
            apply(lines, get().isAllChecked ? [] : lines.map(lineKey));
          },
          removeChecked: () => {
            const { checkList } = get();
            apply(
              linesOf().filter((line) => !checkList.includes(lineKey(line))),
              [],
            );
          },
          clear: () => set(empty() as Partial<CartStore<K> & Extra>),
        } as CartStore<K> & Extra;
      },
      {
        name: storageKey,
        storage: createJSONStorage(() => localStorage),
        partialize: (state) => ({
          [listKey]: (state as CartState<K>)[listKey],
          checkList: state.checkList,
        }),
        merge: (persisted, current) => {
          const saved = (persisted ?? {}) as Partial<CartState<K>>;
          const lines = saved[listKey] as CartLine[] | undefined;
          return { ...current, ...build(lines ?? [], saved.checkList ?? []) };
        },
      },
    ),
  );
  // Code 1001 clears the session (SPEC §4): a cart already in memory forgets its lines too.
  window.addEventListener(SESSION_CLEARED_EVENT, () =>
    store.setState(empty() as Partial<CartStore<K> & Extra>),
  );
  return store;
}
