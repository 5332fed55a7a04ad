import { STORAGE_KEYS } from '#web/lib/storage.ts';
import { createCartStore } from './create-cart-store';

/**
 * The food cart, persisted under `cart`. isAllShopChecked is the select-all box of its checkout
 * footer; the spec names it without a rule of its own, so it follows isAllChecked.
 */
export const useCartStore = createCartStore(STORAGE_KEYS.cart, 'canList', (state) => ({
  isAllShopChecked: state.isAllChecked,
}));
