import type { PromoType, PromoUseStatus } from '@scenic/contracts';
import type { ColumnType, Selectable } from 'kysely';
import type { Id } from '#server/db/columns.ts';

/** The tables this unit owns: only its files query them (DESIGN §4; scripts/architecture checks it). */
export interface PromotionsTables {
  promotion: PromotionTable;
  promotion_code: PromotionCodeTable;
  promotion_use: PromotionUseTable;
}

export interface PromotionTable {
  id: Id;
  /** Staff's own name for it ("Merdeka 2026", "Hotel partner"); visitors never see it. */
  name: string;
  type: PromoType;
  /** Percent off (1–100) for `percent`; sen off the order for `amount`; sen a unit for `price`. */
  value: number;
  /** JSON of PromoScope: what it is for (empty lists: anything). */
  scope: string;
  /** Attraction dates, both included; null leaves that end open. */
  sale_from: string | null;
  sale_to: string | null;
  visit_from: string | null;
  visit_to: string | null;
  max_uses: number | null;
  max_per_visitor: number | null;
  max_units_per_order: number | null;
  min_spend_sen: ColumnType<number, number | undefined, number>;
  /** 1 when its codes are a batch, each usable once. */
  single_use: ColumnType<number, number | undefined, number>;
  /** Uses held by unpaid orders and kept by paid ones. */
  uses: ColumnType<number, number | undefined, number>;
  created_at: string;
  updated_at: string;
  deleted_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface PromotionCodeTable {
  id: Id;
  promotion_id: number;
  code: string;
  uses: ColumnType<number, number | undefined, number>;
}

export interface PromotionUseTable {
  id: Id;
  promotion_id: number;
  code_id: number;
  order_id: number;
  order_no: string;
  visitor_id: number;
  saving_sen: number;
  status: PromoUseStatus;
  created_at: string;
  updated_at: string;
}

export type PromotionRow = Selectable<PromotionTable>;
