import { STORAGE_KEYS } from '#web/lib/storage.ts';
import { createCartStore } from './create-cart-store';

/** The store's cart, persisted under `shopCart`. */
export const useShopCartStore = createCartStore(STORAGE_KEYS.shopCart, 'shopList');
