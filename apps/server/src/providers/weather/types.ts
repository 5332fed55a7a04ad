/** A reading of the weather at the attraction: a WMO weather code and the temperature in °C. */
export interface WeatherReading {
  code: string;
  temp: number;
  /** Rainfall in the last hour in mm, where the provider reports it (for the heavy-rain threshold). */
  precipitation?: number;
}

export interface WeatherProvider {
  readonly name: string;
  current(): Promise<WeatherReading>;
}
