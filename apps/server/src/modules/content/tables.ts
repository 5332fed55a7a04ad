import type { ColumnType, Insertable, Selectable } from 'kysely';
import type { Id, LocalizedJson } from '#server/db/columns.ts';

/** The tables this unit owns: only its files query them (DESIGN §4; scripts/architecture checks it). */
export interface ContentTables {
  setting: SettingTable;
  banner: BannerTable;
  notice: NoticeTable;
  area_code: AreaCodeTable;
  agreement: AgreementTable;
  rain_day: RainDayTable;
}

export interface SettingTable {
  key: string;
  value: string;
  updated_at: string;
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

export interface AreaCodeTable {
  id: Id;
  code: string;
  name: LocalizedJson;
  mainland: number;
  sort: number;
}

export interface AgreementTable {
  type: 'privacy' | 'terms';
  title: LocalizedJson;
  content: LocalizedJson;
  updated_at: string;
}

export interface RainDayTable {
  date: string;
  note: string;
  created_at: string;
}

export type Setting = Selectable<SettingTable>;

export type NewBanner = Insertable<BannerTable>;
