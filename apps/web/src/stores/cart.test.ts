import { beforeEach, describe, expect, it } from 'vitest';
import { clearSession } from '#web/lib/storage.ts';
import { useCartStore } from './cart';
import { useShopCartStore } from './shop-cart';

const tea = { goods_id: 1, spec_id: 10, num: 1, price: '12.50' };
const teaLarge = { goods_id: 1, spec_id: 11, num: 1, price: '15.00' };
const rice = { goods_id: 2, spec_id: 20, num: 2, price: '8.90' };

beforeEach(() => {
  useCartStore.getState().clear();
  useShopCartStore.getState().clear();
});

describe('cart store (SPEC §3, §4)', () => {
  it('starts empty with the spec fields', () => {
    expect(useCartStore.getState()).toMatchObject({
      canList: [],
      checkList: [],
      isAllChecked: false,
      isAllShopChecked: false,
      checkedPrice: 0,
      checkNums: 0,
    });
  });

  it('adds the quantities of the same goods and spec; another spec is a new line', () => {
    const cart = useCartStore.getState();
    cart.add(tea);
    cart.add({ ...tea, num: 2 });
    cart.add(teaLarge);
    const { canList } = useCartStore.getState();
    expect(canList).toHaveLength(2);
    expect(canList[0]).toMatchObject({ goods_id: 1, spec_id: 10, num: 3 });
    expect(canList[1]).toMatchObject({ goods_id: 1, spec_id: 11, num: 1 });
  });

  it('adds up the same item only to the 99 one order takes', () => {
    useCartStore.getState().add({ ...tea, num: 60 });
    useCartStore.getState().add({ ...tea, num: 60 });
    expect(useCartStore.getState().canList).toEqual([{ ...tea, num: 99 }]);
  });

  it('checks a single added item and prices the checked lines with 2 decimals', () => {
    useCartStore.getState().add(tea);
    useCartStore.getState().add(rice);
    const state = useCartStore.getState();
    expect(state.checkList).toEqual(['1:10', '2:20']);
    expect(state.checkedPrice).toBe('30.30');
    expect(state.checkNums).toBe(3);
    expect(state.isAllChecked).toBe(true);
    expect(state.isAllShopChecked).toBe(true);
  });

  it('does not check lines added together', () => {
    useCartStore.getState().addMany([tea, rice]);
    expect(useCartStore.getState()).toMatchObject({ checkList: [], checkedPrice: 0, checkNums: 0 });
  });

  it('toggles a line in and out of the checked list and recalculates', () => {
    useCartStore.getState().add(tea);
    useCartStore.getState().add(rice);
    useCartStore.getState().toggle('2:20');
    expect(useCartStore.getState()).toMatchObject({
      checkList: ['1:10'],
      isAllChecked: false,
      checkedPrice: '12.50',
      checkNums: 1,
    });
    useCartStore.getState().toggle('1:10');
    expect(useCartStore.getState()).toMatchObject({ checkList: [], checkedPrice: 0, checkNums: 0 });
  });

  it('select-all clears the checks when all are checked, else checks every line', () => {
    useCartStore.getState().addMany([tea, rice]);
    useCartStore.getState().toggle('1:10');
    useCartStore.getState().toggleAll();
    expect(useCartStore.getState().checkList).toEqual(['1:10', '2:20']);
    expect(useCartStore.getState().isAllChecked).toBe(true);
    useCartStore.getState().toggleAll();
    expect(useCartStore.getState().checkList).toEqual([]);
    expect(useCartStore.getState().isAllChecked).toBe(false);
  });

  it('removes the checked lines and resets the checked list', () => {
    useCartStore.getState().addMany([tea, rice]);
    useCartStore.getState().toggle('2:20');
    useCartStore.getState().removeChecked();
    expect(useCartStore.getState()).toMatchObject({
      canList: [tea],
      checkList: [],
      checkedPrice: 0,
      checkNums: 0,
    });
  });

  it('clear-all empties the lines and checks and resets the flag', () => {
    useCartStore.getState().add(tea);
    useCartStore.getState().clear();
    expect(useCartStore.getState()).toMatchObject({
      canList: [],
      checkList: [],
      isAllChecked: false,
      checkedPrice: 0,
    });
  });

  it('sums prices without float drift', () => {
    useCartStore.getState().add({ goods_id: 3, spec_id: 1, num: 3, price: '0.10' });
    useCartStore.getState().add({ goods_id: 4, spec_id: 1, num: 1, price: '0.20' });
    expect(useCartStore.getState().checkedPrice).toBe('0.50');
  });

  it('totals with the refreshed price of a line whose price changed since it was added', () => {
    useCartStore.getState().add(tea);
    useCartStore.getState().add({ ...rice, num: 3 });
    const before = useCartStore.getState();
    before.refreshPrices({ '1:10': '12.50', '2:20': '9.10', '9:99': '1.00' });
    const after = useCartStore.getState();
    expect(after.canList.map((line) => line.price)).toEqual(['12.50', '9.10']);
    // 12.50 + 3 × 9.10
    expect(after.checkedPrice).toBe('39.80');
    after.refreshPrices({ '1:10': '12.50' });
    // Nothing changed: the same state, so a page refreshing on every render does not loop.
    expect(useCartStore.getState()).toBe(after);
  });

  it('persists under localStorage "cart"', () => {
    useCartStore.getState().add(tea);
    const saved = JSON.parse(localStorage.getItem('cart') ?? '{}');
    expect(saved.state.canList).toEqual([tea]);
    expect(saved.state.checkList).toEqual(['1:10']);
  });

  it('forgets its lines when the session is cleared (code 1001)', () => {
    useCartStore.getState().add(tea);
    clearSession();
    expect(useCartStore.getState().canList).toEqual([]);
    expect(localStorage.getItem('cart')).toBeNull();
  });
});

describe('shop cart store', () => {
  it('keeps its lines as shopList under localStorage "shopCart", with the same rules', () => {
    const shop = useShopCartStore.getState();
    shop.add(rice);
    shop.add(rice);
    const state = useShopCartStore.getState();
    expect(state.shopList).toEqual([{ ...rice, num: 4 }]);
    expect(state).toMatchObject({ checkedPrice: '35.60', checkNums: 4, isAllChecked: true });
    expect(JSON.parse(localStorage.getItem('shopCart') ?? '{}').state.shopList).toHaveLength(1);
    expect(useCartStore.getState().canList).toEqual([]);
  });
});
