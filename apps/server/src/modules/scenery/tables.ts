import type { ColumnType } from 'kysely';
import type { Id, LocalizedJson } from '#server/db/columns.ts';

/** The tables this unit owns: only its files query them (DESIGN §4; scripts/architecture checks it). */
export interface SceneryTables {
  scenery: SceneryTable;
  scenery_favourite: SceneryFavouriteTable;
}

export interface SceneryTable {
  id: Id;
  title: LocalizedJson;
  cover: string;
  price_sen: number;
  sort: number;
  enabled: ColumnType<number, number | undefined, number>;
  /** Storage key of the private original; '' until it is stored. */
  original: ColumnType<string, string | undefined, string>;
  /** Public paths of the grid thumbnail and the watermarked preview. */
  thumb: ColumnType<string, string | undefined, string>;
  preview: ColumnType<string, string | undefined, string>;
  /** The original's size in pixels and bytes. */
  width: ColumnType<number, number | undefined, number>;
  height: ColumnType<number, number | undefined, number>;
  bytes: ColumnType<number, number | undefined, number>;
  /** Whether the thumbnail and preview of an uploaded original are made: processing, ready, failed. */
  state: ColumnType<
    'processing' | 'ready' | 'failed',
    'processing' | 'ready' | 'failed' | undefined,
    'processing' | 'ready' | 'failed'
  >;
  /** Why they could not be made (state failed); never a storage key or path. */
  failure: ColumnType<string, string | undefined, string>;
}

export interface SceneryFavouriteTable {
  visitor_id: number;
  scenery_id: number;
  created_at: string;
}
