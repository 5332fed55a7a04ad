import type { ColumnType } from 'kysely';
import type { Id, LocalizedJson } from '#server/db/columns.ts';

/** The tables this unit owns: only its files query them (DESIGN §4; scripts/architecture checks it). */
export interface CamerasTables {
  camera: CameraTable;
}

export interface CameraTable {
  id: Id;
  name: LocalizedJson;
  cover: string;
  /** Address of the HLS playlist (.m3u8). */
  stream: string;
  online: ColumnType<number, number | undefined, number>;
  sort: ColumnType<number, number | undefined, number>;
}
