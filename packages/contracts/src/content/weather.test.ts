import { describe, expect, it } from 'vitest';
import { LOCALES } from '../common/locale.ts';
import { WEATHER_CODE_LIST, weatherKind, weatherShortText, weatherText } from './weather.ts';

describe('weather codes', () => {
  it('name every WMO code Open-Meteo sends, in the three languages', () => {
    const wmo = [
      0, 1, 2, 3, 45, 48, 51, 53, 55, 56, 57, 61, 63, 65, 66, 67, 71, 73, 75, 77, 80, 81,
    ];
    expect(WEATHER_CODE_LIST).toEqual([...wmo, 82, 85, 86, 95, 96, 99].map(String));
    for (const code of WEATHER_CODE_LIST) {
      for (const locale of LOCALES) {
        expect(weatherText(code, locale).trim()).not.toBe('');
        // The header keeps a word or two beside the temperature.
        expect(weatherShortText(code, locale).length).toBeLessThanOrEqual(11);
      }
    }
  });

  it('read snow as snow and a thunderstorm with hail as a storm', () => {
    expect(weatherText('73', 'en')).toBe('Snow');
    expect(weatherKind('71')).toBe('snow');
    expect(weatherText('96', 'ma')).toBe('Ribut petir dan hujan batu');
    expect(weatherShortText('99', 'zh')).toBe('雷雨');
  });

  it('read an unknown or empty code as cloudy, never as clear sky', () => {
    for (const code of ['', ' ', 'sunny', '1000', '-1', '2.5']) {
      expect(weatherText(code, 'en')).toBe('Partly cloudy');
      expect(weatherKind(code)).toBe('partly');
    }
  });
});
