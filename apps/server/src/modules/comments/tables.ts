import type { ColumnType } from 'kysely';
import type { Id, LocalizedJson } from '#server/db/columns.ts';

/** The tables this unit owns: only its files query them (DESIGN §4; scripts/architecture checks it). */
export interface CommentsTables {
  comment: CommentTable;
}

export interface CommentTable {
  id: Id;
  visitor_id: number;
  order_id: number;
  goods_id: number;
  sku_id: number;
  /** The rated line's name (goods and options) as localized JSON. */
  spec: LocalizedJson;
  score: number;
  content: string;
  created_at: string;
  /** 1 when staff hid it: not shown, not in the good's average. */
  hidden: ColumnType<number, number | undefined, number>;
  /** The park's answer under the review, who gave it and when. */
  reply: ColumnType<string | null, string | null | undefined, string | null>;
  replied_at: ColumnType<string | null, string | null | undefined, string | null>;
  replied_by: ColumnType<number | null, number | null | undefined, number | null>;
}
