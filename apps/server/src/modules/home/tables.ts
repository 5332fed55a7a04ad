import type { ColumnType, Insertable } from 'kysely';
import type { Id, LocalizedJson } from '#server/db/columns.ts';

/** The tables this unit owns: only its files query them (DESIGN §4; scripts/architecture checks it). */
export interface HomeTables {
  banner: BannerTable;
  notice: NoticeTable;
}

export interface BannerTable {
  id: Id;
  slot: 'home' | 'homeCenter';
  type: number;
  cover: string;
  content: string;
  title: LocalizedJson;
  sort: number;
  enabled: ColumnType<number, number | undefined, number>;
}

export interface NoticeTable {
  id: Id;
  text: LocalizedJson;
  sort: number;
  enabled: ColumnType<number, number | undefined, number>;
}

export type NewBanner = Insertable<BannerTable>;
