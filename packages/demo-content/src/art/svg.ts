import { createRng, type Rng } from './rng.ts';

/** One SVG document under construction: collects <defs> and hands out unique ids. */
export interface Doc {
  readonly w: number;
  readonly h: number;
  readonly rng: Rng;
  readonly defs: string[];
  readonly cache: Map<string, string>;
  readonly prefix: string;
  seq: number;
}

export type Stop = readonly [offset: number, color: string, opacity?: number];
export type Point = readonly [number, number];

/** `prefix` keeps ids unique when one document is nested inside another (postcards, flat-lays). */
export function createDoc(w: number, h: number, seed: string, prefix = 'g'): Doc {
  return { w, h, rng: createRng(seed), defs: [], cache: new Map(), prefix, seq: 0 };
}

/** Inlines a finished child document as a nested <svg> placed at (x, y) with the given size. */
export function nest(
  child: Doc,
  body: readonly string[],
  x: number,
  y: number,
  w: number,
  h: number,
): string {
  return `<svg x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" viewBox="0 0 ${child.w} ${child.h}" preserveAspectRatio="xMidYMid slice"><defs>${child.defs.join('')}</defs>${body.join('')}</svg>`;
}

export function uid(doc: Doc, kind = ''): string {
  doc.seq += 1;
  return `${doc.prefix}${kind}${doc.seq}`;
}

/** Rounds to one decimal: keeps the markup short without visible loss. */
export function n(v: number): string {
  return String(Math.round(v * 10) / 10);
}

function stopsMarkup(stops: readonly Stop[]): string {
  return stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${n(o * 100)}%" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
    )
    .join('');
}

function memo(doc: Doc, key: string, make: (id: string) => string): string {
  const hit = doc.cache.get(key);
  if (hit) return hit;
  const id = uid(doc);
  doc.defs.push(make(id));
  const url = `url(#${id})`;
  doc.cache.set(key, url);
  return url;
}

/** Linear gradient in bounding-box units (0..1) unless `user` coordinates are given. */
export function linear(
  doc: Doc,
  stops: readonly Stop[],
  x1 = 0,
  y1 = 0,
  x2 = 0,
  y2 = 1,
  user = false,
): string {
  const units = user ? ' gradientUnits="userSpaceOnUse"' : '';
  return memo(
    doc,
    `l${JSON.stringify(stops)}${x1},${y1},${x2},${y2}${user}`,
    (id) =>
      `<linearGradient id="${id}" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}"${units}>${stopsMarkup(stops)}</linearGradient>`,
  );
}

export function radial(
  doc: Doc,
  stops: readonly Stop[],
  cx = 0.5,
  cy = 0.5,
  r = 0.5,
  user = false,
): string {
  const units = user ? ' gradientUnits="userSpaceOnUse"' : '';
  const f = (v: number) => (user ? n(v) : String(Math.round(v * 1000) / 1000));
  return memo(
    doc,
    `r${JSON.stringify(stops)}${cx},${cy},${r}${user}`,
    (id) =>
      `<radialGradient id="${id}" cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}"${units}>${stopsMarkup(stops)}</radialGradient>`,
  );
}

export function blur(doc: Doc, std: number): string {
  return memo(
    doc,
    `b${std}`,
    (id) =>
      `<filter id="${id}" x="-8%" y="-30%" width="116%" height="160%"><feGaussianBlur stdDeviation="${std}"/></filter>`,
  );
}

export function clip(doc: Doc, shape: string): string {
  const id = uid(doc, 'c');
  doc.defs.push(`<clipPath id="${id}">${shape}</clipPath>`);
  return `url(#${id})`;
}

/**
 * librsvg renders `opacity` on a shape through an offscreen group; fill/stroke opacity paints
 * directly and is several times faster for the thousands of translucent shapes used here.
 */
function cheapOpacity(markup: string): string {
  return markup.replace(
    /<(path|circle|ellipse|rect)((?:(?! opacity=)[^>])*) opacity="([^"]*)"/g,
    '<$1$2 fill-opacity="$3" stroke-opacity="$3"',
  );
}

export function render(doc: Doc, body: readonly string[]): string {
  return cheapOpacity(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${doc.w}" height="${doc.h}" viewBox="0 0 ${doc.w} ${doc.h}"><defs>${doc.defs.join('')}</defs>${body.join('')}</svg>`,
  );
}

export function poly(points: readonly Point[], close = true): string {
  const body = points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${n(x)} ${n(y)}`).join('');
  return close ? `${body}Z` : body;
}

/** Catmull-Rom spline through the points, as cubic Béziers: smooth rivers, ropes and stems. */
export function smooth(points: readonly Point[], close = false): string {
  if (points.length < 2) return '';
  const p = (i: number): Point => {
    const len = points.length;
    const j = close ? (i + len) % len : Math.max(0, Math.min(len - 1, i));
    return points[j] ?? [0, 0];
  };
  const [sx, sy] = p(0);
  let d = `M${n(sx)} ${n(sy)}`;
  const segments = close ? points.length : points.length - 1;
  for (let i = 0; i < segments; i++) {
    const [x0, y0] = p(i - 1);
    const [x1, y1] = p(i);
    const [x2, y2] = p(i + 1);
    const [x3, y3] = p(i + 2);
    d += `C${n(x1 + (x2 - x0) / 6)} ${n(y1 + (y2 - y0) / 6)} ${n(x2 - (x3 - x1) / 6)} ${n(y2 - (y3 - y1) / 6)} ${n(x2)} ${n(y2)}`;
  }
  return close ? `${d}Z` : d;
}

export function rgb(color: string): [number, number, number] {
  const v = Number.parseInt(color.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = rgb(a);
  const [br, bg, bb] = rgb(b);
  const c = (x: number, y: number) =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, '0');
  return `#${c(ar, br)}${c(ag, bg)}${c(ab, bb)}`;
}

export const lighten = (c: string, t: number): string => mix(c, '#ffffff', t);
export const darken = (c: string, t: number): string => mix(c, '#000000', t);
