import type { ColumnType, Selectable } from 'kysely';
import type { Id, LocalizedJson } from '#server/db/columns.ts';

/** The tables this unit owns: only its files query them (DESIGN §4; scripts/architecture checks it). */
export interface CatalogueTables {
  goods_type: GoodsTypeTable;
  goods: GoodsTable;
  goods_spec: GoodsSpecTable;
  goods_spec_option: GoodsSpecOptionTable;
  goods_sku: GoodsSkuTable;
}

export interface GoodsTypeTable {
  id: Id;
  kind: 'store' | 'hire' | 'food';
  name: LocalizedJson;
  sort: number;
}

export interface GoodsTable {
  id: Id;
  kind: 'store' | 'hire' | 'food';
  type_id: number;
  name: LocalizedJson;
  intro: LocalizedJson;
  description: LocalizedJson;
  cover: string;
  /** JSON array of image addresses. */
  images: string;
  /** Average rating times ten (4.8 → 48), kept exact. */
  score_tenths: number;
  sales: number;
  sort: number;
  enabled: ColumnType<number, number | undefined, number>;
  /** Rentals: 'hour' or 'day' ('' for other kinds), at most rent_max of them, deposit per unit. */
  rent_unit: ColumnType<'' | 'hour' | 'day', '' | 'hour' | 'day' | undefined, '' | 'hour' | 'day'>;
  rent_max: ColumnType<number, number | undefined, number>;
  deposit_sen: ColumnType<number, number | undefined, number>;
  /** Food: where it is collected (localised JSON) and the kitchen's minutes. */
  pickup_point: ColumnType<string, string | undefined, string>;
  prep_minutes: ColumnType<number, number | undefined, number>;
  /** 1 for a shop item sold as a gift card (decision 042). */
  gift_card: ColumnType<number, number | undefined, number>;
}

export interface GoodsSpecTable {
  id: Id;
  goods_id: number;
  name: LocalizedJson;
  sort: number;
}

export interface GoodsSpecOptionTable {
  id: Id;
  spec_id: number;
  name: LocalizedJson;
  sort: number;
}

export interface GoodsSkuTable {
  id: Id;
  goods_id: number;
  /** The chosen option id of each spec, ascending, comma-separated ("3,7"); one SKU per combination. */
  option_ids: string;
  price_sen: number;
  stock: number;
  /** 1 once staff took the combination off its item while orders still name it: never sold again. */
  retired: ColumnType<number, number | undefined, number>;
}

export type GoodsRow = Selectable<GoodsTable>;
