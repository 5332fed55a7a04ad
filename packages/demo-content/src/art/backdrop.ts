import {
  canopy,
  cirrus,
  clouds,
  godRays,
  mist,
  moon,
  type Peak,
  ridge,
  sky,
  stars,
  sun,
  wisps,
} from './landscape.ts';
import { PALETTES, type Palette, type TimeOfDay } from './palette.ts';
import { type Doc, mix } from './svg.ts';

/**
 * Draws content three times, shifted by one image width, so nothing is cut at the seam.
 * Plain copies rather than <use>: librsvg re-runs filters very slowly on <use> instances.
 */
export function wrapAround(doc: Doc, content: string): string {
  return [0, -doc.w, doc.w]
    .map((dx) => (dx === 0 ? content : `<g transform="translate(${dx} 0)">${content}</g>`))
    .join('');
}

export interface BackdropOptions {
  time: TimeOfDay;
  /** y of the far haze line */
  horizon: number;
  sun?: readonly [x: number, y: number, r: number];
  moon?: readonly [x: number, y: number, r: number];
  peaks?: readonly Peak[];
  /** mountain ranges behind the forest, far to near */
  ranges?: number;
  /** height of the tallest range above the horizon, as a fraction of the image height */
  rangeHeight?: number;
  /** rainforest canopy layers in front of the ranges */
  hills?: number;
  /** y of the nearest canopy layer */
  hillTop?: number;
  cloudCount?: number;
  rays?: boolean;
  mistLevel?: number;
  drift?: number;
  /** repeat sky decoration across the left/right edges so a 360° panorama has no seam */
  seamless?: boolean;
}

/**
 * The shared scenery stack: sky, sun or moon, clouds, ranges fading into haze, then canopy
 * layers growing darker and more detailed towards the viewer. Returned as separate layers so a
 * scene can slot waterfalls or bridges between them.
 */
export function backdrop(doc: Doc, o: BackdropOptions): { pal: Palette; layers: string[] } {
  const pal = PALETTES[o.time];
  const { w, h } = doc;
  const s = w / 1080;
  const layers: string[] = [];
  let skyLayer = sky(doc, pal, o.horizon);
  if (pal.night) skyLayer += stars(doc, Math.round(180 * s), o.horizon * 0.9);
  let deco =
    pal.night || o.seamless
      ? ''
      : cirrus(doc, pal.cloud, Math.round(8 * s), h * 0.05, o.horizon * 0.45);
  if (o.sun) skyLayer += sun(doc, pal, o.sun[0], o.sun[1], o.sun[2]);
  if (o.moon) skyLayer += moon(doc, o.moon[0], o.moon[1], o.moon[2]);
  if (o.cloudCount)
    deco += clouds(doc, pal, {
      count: o.cloudCount,
      yMin: h * 0.08,
      yMax: o.horizon * 0.7,
      scale: s * 0.9,
      drift: o.drift ?? 0,
      opacity: pal.night ? 0.5 : 0.92,
      seamless: o.seamless,
    });
  skyLayer += deco;
  if (o.rays && o.sun) skyLayer += godRays(doc, o.sun[0], o.sun[1], pal.sun, 9);
  layers.push(skyLayer);

  const ranges = o.ranges ?? 3;
  const tall = (o.rangeHeight ?? 0.22) * h;
  for (let i = 0; i < ranges; i++) {
    const t = ranges === 1 ? 1 : i / (ranges - 1);
    const color = mix(pal.haze, mix(pal.far, pal.near, t * 0.45), 0.7 + 0.25 * t);
    let layer = ridge(doc, {
      base: o.horizon + h * 0.02 * i,
      amp: tall * (1 - 0.35 * t),
      cells: 3 + i,
      color,
      haze: pal.haze,
      peaks: i === 0 ? o.peaks : undefined,
      crowns: i === 0 ? undefined : [s * (2 + i * 1.5), s * (4 + i * 2.5)],
      rim: o.sun && i === 0 ? pal.light : undefined,
    });
    layer += mist(doc, o.horizon + h * 0.02 * i, h * 0.08, pal.haze, 0.5 * (o.mistLevel ?? 0.7));
    layers.push(layer);
  }
  const hills = o.hills ?? 3;
  const hillTop = o.hillTop ?? h * 0.75;
  const lightX = (o.sun ?? o.moon)?.[0] ?? w / 2;
  for (let j = 0; j < hills; j++) {
    const t = hills === 1 ? 1 : j / (hills - 1);
    const base = o.horizon + h * 0.07 + (hillTop - o.horizon - h * 0.07) * t;
    let layer = canopy(doc, {
      base,
      amp: h * (0.05 + 0.04 * t),
      rMin: s * (7 + 22 * t * t),
      rMax: s * (14 + 40 * t * t),
      color: mix(mix(pal.far, pal.near, 0.55), pal.near, t),
      light: pal.light,
      shade: mix(pal.shade, pal.haze, 0.3 * (1 - t)),
      detail: 0.35 + 0.65 * t,
      lightX,
      cells: 3 + j,
      depth: h * 0.2,
    });
    if (j < hills - 1) {
      const level = o.mistLevel ?? 0.7;
      layer += mist(doc, base + h * 0.06, h * 0.1, pal.haze, 0.55 * level);
      if (level > 0.6 && j === 0)
        layer += wisps(doc, pal.haze, Math.round(5 * s), base, base + h * 0.08, o.drift ?? 0);
    }
    layers.push(layer);
  }
  return { pal, layers };
}
