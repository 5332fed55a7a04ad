import type { Stop } from './svg.ts';

export const BRAND = { teal: '#0f8a6c', tealDark: '#0a5e4a', accent: '#f08c1a', cream: '#fff8ec' };

/** Colours for one time of day; every landscape layer is mixed from these. */
export interface Palette {
  readonly sky: readonly Stop[];
  readonly haze: string;
  readonly far: string;
  readonly near: string;
  readonly light: string;
  readonly shade: string;
  readonly sun: string;
  readonly cloud: string;
  readonly cloudShade: string;
  readonly water: string;
  readonly waterDeep: string;
  readonly night: boolean;
}

export type TimeOfDay = 'dawn' | 'day' | 'golden' | 'dusk' | 'night';

export const PALETTES: Record<TimeOfDay, Palette> = {
  dawn: {
    sky: [
      [0, '#3b4f8c'],
      [0.45, '#c98aa0'],
      [0.8, '#f7b98a'],
      [1, '#ffe2b0'],
    ],
    haze: '#f4cfae',
    far: '#a88fb0',
    near: '#1f4a3a',
    light: '#f2c57c',
    shade: '#0f2a22',
    sun: '#ffe7a8',
    cloud: '#ffe0c4',
    cloudShade: '#c48ca6',
    water: '#f3c8a4',
    waterDeep: '#355a6a',
    night: false,
  },
  day: {
    sky: [
      [0, '#2f7fc8'],
      [0.55, '#78b9e6'],
      [1, '#d8eff2'],
    ],
    haze: '#cfe6e4',
    far: '#8fb3bd',
    near: '#1d5a3c',
    light: '#a9d86a',
    shade: '#0d3322',
    sun: '#fffbe8',
    cloud: '#ffffff',
    cloudShade: '#b9cfe0',
    water: '#8fd0d6',
    waterDeep: '#1f6470',
    night: false,
  },
  golden: {
    sky: [
      [0, '#4a78b8'],
      [0.5, '#a6b8cc'],
      [0.85, '#f6cf92'],
      [1, '#ffe6b4'],
    ],
    haze: '#efd9b0',
    far: '#7f93a8',
    near: '#24503a',
    light: '#f0c860',
    shade: '#10301f',
    sun: '#fff0c0',
    cloud: '#fff3dc',
    cloudShade: '#c9a890',
    water: '#e6cfa0',
    waterDeep: '#2c5a5c',
    night: false,
  },
  dusk: {
    sky: [
      [0, '#1c2552'],
      [0.4, '#5d3f78'],
      [0.75, '#d0607a'],
      [1, '#f7a45c'],
    ],
    haze: '#d98a78',
    far: '#7a5a86',
    near: '#1a2a36',
    light: '#f29a5c',
    shade: '#0c141c',
    sun: '#ffd08a',
    cloud: '#f7a98c',
    cloudShade: '#6a4a7a',
    water: '#e09a84',
    waterDeep: '#2a2f4c',
    night: false,
  },
  night: {
    sky: [
      [0, '#050a1e'],
      [0.6, '#0f1f45'],
      [1, '#2a4170'],
    ],
    haze: '#304a78',
    far: '#22365e',
    near: '#07121c',
    light: '#3f6080',
    shade: '#030910',
    sun: '#f6f1d8',
    cloud: '#3a5080',
    cloudShade: '#18254a',
    water: '#2f4f80',
    waterDeep: '#081428',
    night: true,
  },
};
