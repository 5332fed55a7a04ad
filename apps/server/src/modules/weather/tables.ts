/** The tables this unit owns: only its files query them (DESIGN §4; scripts/architecture checks it). */
export interface WeatherTables {
  rain_day: RainDayTable;
}

export interface RainDayTable {
  date: string;
  note: string;
  created_at: string;
}
