/** A reading of the weather at the attraction: a WMO weather code and the temperature in °C. */
export interface WeatherReading {
  code: string;
  temp: number;
  /** Rainfall in the last hour in mm, where the provider reports it (for the heavy-rain threshold). */
  precipitation?: number;
  /** True after dark, where the provider says so. */
  night?: boolean;
}

/** One hour ahead: its start in the park's time with the offset (2026-11-23T14:00+08:00). */
export interface HourForecast {
  time: string;
  code: string;
  temp: number;
  /** Chance of rain in %, or null where the provider has none. */
  rainChance: number | null;
  night: boolean;
}

/** One day ahead, in the park's calendar. */
export interface DayForecast {
  date: string;
  code: string;
  high: number;
  low: number;
  rainChance: number | null;
}

/** A live provider's answer: the reading now and, where it has one, the forecast. */
export interface WeatherReport extends WeatherReading {
  hours?: HourForecast[];
  days?: DayForecast[];
}

export interface WeatherProvider {
  readonly name: string;
  current(): Promise<WeatherReport>;
}
