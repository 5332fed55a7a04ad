import type { Selectable } from 'kysely';

/** The tables this unit owns: only its files query them (DESIGN §4; scripts/architecture checks it). */
export interface SettingsTables {
  setting: SettingTable;
}

export interface SettingTable {
  key: string;
  value: string;
  updated_at: string;
}

export type Setting = Selectable<SettingTable>;
