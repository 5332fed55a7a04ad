import { backdrop } from './backdrop.ts';
import { kayak } from './fauna.ts';
import {
  bridge,
  cableCar,
  fireflies,
  gate,
  hornbillFlying,
  lanterns,
  person,
  platformTree,
  pool,
  waterfall,
} from './features.ts';
import { birds, blob, canopy, foliageFrame, mist, type Peak, river, wisps } from './landscape.ts';
import type { TimeOfDay } from './palette.ts';
import { clip, type Doc, darken, linear, mix, n } from './svg.ts';

/** Animation phase in [0, 1): 0 for stills, stepped by the demo-video script. */
export interface SceneOptions {
  phase?: number;
}

export interface VistaOptions extends SceneOptions {
  time: TimeOfDay;
  peaks?: readonly Peak[];
  sunX?: number;
  sunY?: number;
  mist?: number;
  frame?: 'left' | 'right' | 'both' | 'none';
  hornbills?: number;
  hills?: number;
}

/** Rolling rainforest ridges under a big sky: the park's signature view. */
export function vista(doc: Doc, o: VistaOptions): string[] {
  const { w, h } = doc;
  const phase = o.phase ?? 0;
  const night = o.time === 'night';
  const celestial = [w * (o.sunX ?? 0.7), h * (o.sunY ?? 0.4), Math.min(w, h) * 0.045] as const;
  const { pal, layers } = backdrop(doc, {
    time: o.time,
    horizon: h * 0.55,
    sun: night ? undefined : celestial,
    moon: night ? celestial : undefined,
    peaks: o.peaks,
    cloudCount: night ? 2 : Math.round(w / 220),
    rays: o.time === 'dawn' || o.time === 'golden',
    hills: o.hills ?? 3,
    hillTop: h * 0.82,
    mistLevel: o.mist ?? 0.8,
    drift: phase * w * 0.08,
  });
  const birdColor = night ? '#0b1020' : darken(pal.near, 0.4);
  layers.splice(2, 0, birds(doc, w * 0.3, h * 0.3, 7, w * 0.011, birdColor, phase * 4));
  for (let i = 0; i < (o.hornbills ?? 0); i++) {
    const x = w * (0.22 + i * 0.28) + phase * w * 0.15;
    layers.push(
      hornbillFlying(
        x,
        h * (0.25 + i * 0.07),
        (w / 1200) * (1.1 - i * 0.2),
        darken(pal.near, 0.5),
        phase * 3 + i * 0.3,
      ),
    );
  }
  if (o.frame === 'left' || o.frame === 'both') layers.push(foliageFrame(doc, pal, 'left'));
  if (o.frame === 'right' || o.frame === 'both') layers.push(foliageFrame(doc, pal, 'right'));
  return layers;
}

export interface FallsOptions extends SceneOptions {
  time?: TimeOfDay;
  twin?: boolean;
  frame?: boolean;
}

/** A waterfall dropping from a forested escarpment into a jungle pool. */
export function falls(doc: Doc, o: FallsOptions): string[] {
  const { w, h } = doc;
  const phase = o.phase ?? 0;
  const portrait = h > w;
  const { pal, layers } = backdrop(doc, {
    time: o.time ?? 'day',
    horizon: h * (portrait ? 0.3 : 0.36),
    sun: [w * 0.82, h * 0.12, Math.min(w, h) * 0.04],
    ranges: 2,
    hills: 1,
    hillTop: h * 0.45,
    cloudCount: Math.round(w / 260),
    drift: phase * w * 0.08,
  });
  const falls = o.twin ? [0.36, 0.64] : [0.5];
  const width = w * (portrait ? 0.2 : 0.1) * (o.twin ? 0.75 : 1);
  const bottom = h * 0.72;
  for (const [i, fx] of falls.entries()) {
    layers.push(
      waterfall(doc, {
        x: w * fx,
        top: h * (portrait ? 0.2 : 0.22) + i * h * 0.04,
        bottom,
        width,
        spread: 1.5,
        phase,
        rock: mix('#5d6a5f', pal.near, 0.3),
        vegetation: pal.near,
        light: pal.light,
      }),
    );
  }
  layers.push(pool(doc, pal, w * 0.5, h * 0.84, w * 0.48, h * 0.14, phase));
  layers.push(wisps(doc, '#ffffff', 5, bottom - h * 0.04, bottom + h * 0.04, phase * w * 0.05));
  const foreground = canopy(doc, {
    base: h * 0.86,
    amp: h * 0.1,
    rMin: w * 0.03,
    rMax: w * 0.07,
    color: pal.near,
    light: pal.light,
    shade: pal.shade,
    detail: 1,
    lightX: w * 0.8,
    valley: { x: w * 0.5, depth: h * 0.6, width: w * (portrait ? 0.28 : 0.22) },
  });
  layers.push(foreground);
  layers.push(rocks(doc, h * 0.93, w, darken('#6b7068', 0.1)));
  if (o.frame ?? true) {
    layers.push(foliageFrame(doc, pal, 'left', 0.8), foliageFrame(doc, pal, 'right', 0.8));
  }
  return layers;
}

function rocks(doc: Doc, y: number, w: number, color: string): string {
  const r = doc.rng;
  const fill = linear(doc, [
    [0, mix(color, '#ffffff', 0.2)],
    [1, darken(color, 0.4)],
  ]);
  let out = '';
  for (let i = 0; i < 9; i++) {
    const x = w * (0.08 + i * 0.105) + r.range(-20, 20);
    const rw = w * r.range(0.04, 0.08);
    out += `<ellipse cx="${n(x)}" cy="${n(y + r.range(0, 30))}" rx="${n(rw)}" ry="${n(rw * 0.45)}" fill="${fill}"/><ellipse cx="${n(x - rw * 0.2)}" cy="${n(y - rw * 0.25)}" rx="${n(rw * 0.5)}" ry="${n(rw * 0.12)}" fill="#6f9a48" opacity="0.55"/>`;
  }
  return out;
}

export interface BridgeSceneOptions extends SceneOptions {
  time?: TimeOfDay;
}

/** The canopy walkway strung between giant tualang trees above a sea of mist. */
export function canopyWalk(doc: Doc, o: BridgeSceneOptions): string[] {
  const { w, h } = doc;
  const phase = o.phase ?? 0;
  const portrait = h > w;
  const { pal, layers } = backdrop(doc, {
    time: o.time ?? 'golden',
    horizon: h * 0.45,
    sun: [w * 0.25, h * 0.3, Math.min(w, h) * 0.045],
    hills: 3,
    hillTop: h * 0.9,
    mistLevel: 1,
    rays: true,
    cloudCount: Math.round(w / 250),
    drift: phase * w * 0.08,
  });
  const wood = darken(pal.near, 0.35);
  const deck = '#8a5a34';
  const leftX = portrait ? w * 0.1 : w * 0.12;
  const rightX = portrait ? w * 0.92 : w * 0.88;
  const deckY = h * 0.56;
  const midX = portrait ? w * 0.62 : w * 0.56;
  const midY = deckY - h * 0.05;
  const near = Math.min(w, h) * 0.06;
  const hazy = (c: string, t: number) => mix(c, pal.haze, t);
  layers.push(
    platformTree(midX, midY, h * 1.1, near * 0.8, hazy(wood, 0.35), hazy(deck, 0.3)),
    treeCrown(doc, midX, midY - h * 0.2, near * 3, hazy(pal.near, 0.3), pal.light),
    bridge(doc, {
      x1: leftX,
      y1: deckY,
      x2: midX,
      y2: midY,
      sag: h * 0.035,
      rail: near * 0.9,
      color: deck,
      rope: '#d8b888',
    }),
    bridge(doc, {
      x1: midX,
      y1: midY,
      x2: rightX,
      y2: deckY + h * 0.02,
      sag: h * 0.045,
      rail: near * 0.9,
      color: deck,
      rope: '#d8b888',
    }),
    person(leftX + (midX - leftX) * 0.45, deckY + h * 0.035, near * 1.1, '#2a1c14', 0.6),
    person(leftX + (midX - leftX) * 0.56, deckY + h * 0.035, near * 0.75, '#3a2218', 0.4),
    platformTree(leftX, deckY, h * 1.2, near * 1.5, wood, deck),
    platformTree(rightX, deckY + h * 0.02, h * 1.2, near * 1.3, wood, deck),
    treeCrown(doc, leftX, deckY - h * 0.32, near * 4.5, pal.near, pal.light),
    treeCrown(doc, rightX, deckY - h * 0.3, near * 4, pal.near, pal.light),
  );
  layers.push(birds(doc, w * 0.65, h * 0.22, 5, w * 0.012, darken(pal.near, 0.3), phase * 4));
  return layers;
}

/** The spreading crown of an emergent tree, built from leafy blobs lit from above. */
function treeCrown(
  doc: Doc,
  x: number,
  y: number,
  size: number,
  color: string,
  light: string,
): string {
  const r = doc.rng;
  let out = '';
  for (let i = 0; i < 9; i++) {
    const cx = x + r.range(-1.1, 1.1) * size;
    const cy = y + r.range(-0.35, 0.3) * size;
    const cr = size * r.range(0.35, 0.6);
    const tone = mix(color, r.pick(['#000000', '#4d7a2a', '#1f6b52']), r.range(0, 0.25));
    out += `<path d="${blob(r, cx, cy, cr * 1.3, cr * 0.8, 9)}" fill="${tone}"/><path d="${blob(r, cx + cr * 0.1, cy - cr * 0.25, cr * 0.8, cr * 0.4, 7)}" fill="${mix(tone, light, 0.3)}"/>`;
  }
  return out;
}

export interface NightOptions extends SceneOptions {
  lanternPath?: boolean;
  fireflyCount?: number;
  tram?: boolean;
}

/** Moonlit rainforest with fireflies and a lantern-lit trail for the night safari. */
export function nightForest(doc: Doc, o: NightOptions): string[] {
  const { w, h } = doc;
  const phase = o.phase ?? 0;
  const { pal, layers } = backdrop(doc, {
    time: 'night',
    horizon: h * 0.5,
    moon: [w * 0.72, h * 0.2, Math.min(w, h) * 0.06],
    hills: 3,
    hillTop: h * 0.78,
    mistLevel: 0.6,
    cloudCount: 3,
    drift: phase * w * 0.05,
  });
  if (o.lanternPath ?? true) {
    const path = `M${n(w * 0.42)} ${n(h * 0.62)}C${n(w * 0.5)} ${n(h * 0.7)} ${n(w * 0.3)} ${n(h * 0.8)} ${n(w * 0.2)} ${n(h * 1.02)}L${n(w * 0.62)} ${n(h * 1.02)}C${n(w * 0.5)} ${n(h * 0.8)} ${n(w * 0.55)} ${n(h * 0.7)} ${n(w * 0.45)} ${n(h * 0.62)}Z`;
    const glow = linear(doc, [
      [0, '#7a6a5a', 0.5],
      [1, '#c89a60', 0.9],
    ]);
    layers.push(`<path d="${path}" fill="${glow}"/>`);
    layers.push(
      lanterns(
        doc,
        [
          [w * 0.4, h * 0.64],
          [w * 0.49, h * 0.67],
          [w * 0.33, h * 0.76],
          [w * 0.56, h * 0.8],
          [w * 0.2, h * 0.9],
          [w * 0.7, h * 0.95],
        ],
        Math.min(w, h) * 0.012,
      ),
    );
  }
  if (o.tram) layers.push(tram(doc, w * 0.62, h * 0.9, w * 0.3));
  layers.push(fireflies(doc, o.fireflyCount ?? 70, 0, h * 0.45, w, h, phase));
  layers.push(foliageFrame(doc, pal, 'left', 0.9), foliageFrame(doc, pal, 'right', 0.7));
  return layers;
}

/** Open safari tram seen side-on with warm headlights. */
function tram(doc: Doc, x: number, y: number, len: number): string {
  const beam = linear(
    doc,
    [
      [0, '#ffe9a8', 0.55],
      [1, '#ffe9a8', 0],
    ],
    0,
    0,
    1,
    0,
  );
  const hgt = len * 0.28;
  let seats = '';
  for (let i = 0; i < 4; i++) {
    const sx = x - len * 0.4 + i * len * 0.2;
    seats += `<circle cx="${n(sx)}" cy="${n(y - hgt * 0.82)}" r="${n(hgt * 0.12)}" fill="#0a0e14"/>`;
  }
  return `<path d="M${n(x + len * 0.5)} ${n(y - hgt * 0.35)}L${n(x + len * 1.3)} ${n(y - hgt * 0.8)}L${n(x + len * 1.3)} ${n(y + hgt * 0.2)}Z" fill="${beam}"/><rect x="${n(x - len / 2)}" y="${n(y - hgt)}" width="${n(len)}" height="${n(hgt * 0.12)}" rx="4" fill="#0f2a22"/><path d="M${n(x - len * 0.48)} ${n(y - hgt)}l0 ${n(hgt * 0.5)}M${n(x + len * 0.48)} ${n(y - hgt)}l0 ${n(hgt * 0.5)}M${n(x)} ${n(y - hgt)}l0 ${n(hgt * 0.5)}" stroke="#0f2a22" stroke-width="4"/>${seats}<rect x="${n(x - len / 2)}" y="${n(y - hgt * 0.55)}" width="${n(len)}" height="${n(hgt * 0.45)}" rx="8" fill="#12392d"/><circle cx="${n(x - len * 0.3)}" cy="${n(y - hgt * 0.06)}" r="${n(hgt * 0.18)}" fill="#05080c"/><circle cx="${n(x + len * 0.3)}" cy="${n(y - hgt * 0.06)}" r="${n(hgt * 0.18)}" fill="#05080c"/><circle cx="${n(x + len * 0.49)}" cy="${n(y - hgt * 0.35)}" r="${n(hgt * 0.07)}" fill="#fff6cf"/>`;
}

export interface RiverSceneOptions extends SceneOptions {
  time?: TimeOfDay;
  kayaks?: number;
  falls?: boolean;
}

/** A river winding out of the hills towards the viewer, optionally with kayakers. */
export function riverValley(doc: Doc, o: RiverSceneOptions): string[] {
  const { w, h } = doc;
  const phase = o.phase ?? 0;
  const sunX = w * 0.62;
  const { pal, layers } = backdrop(doc, {
    time: o.time ?? 'day',
    horizon: h * 0.42,
    sun: [sunX, h * 0.16, Math.min(w, h) * 0.04],
    hills: 2,
    hillTop: h * 0.58,
    cloudCount: Math.round(w / 220),
    drift: phase * w * 0.1,
  });
  if (o.falls) {
    layers.splice(
      3,
      0,
      waterfall(doc, {
        x: w * 0.28,
        top: h * 0.36,
        bottom: h * 0.54,
        width: w * 0.03,
        phase,
        rock: mix('#5d6a5f', pal.haze, 0.4),
        vegetation: mix(pal.near, pal.haze, 0.3),
        light: pal.light,
      }),
    );
  }
  const spine = [
    [h * 0.5, w * 0.56, w * 0.012],
    [h * 0.56, w * 0.44, w * 0.04],
    [h * 0.66, w * 0.62, w * 0.09],
    [h * 0.8, w * 0.42, w * 0.2],
    [h * 1.02, w * 0.55, w * 0.42],
  ] as const;
  layers.push(river(doc, pal, { spine, phase, sunX }));
  const bank = (side: number) =>
    canopy(doc, {
      base: h * 0.7,
      amp: h * 0.08,
      rMin: w * 0.025,
      rMax: w * 0.055,
      color: pal.near,
      light: pal.light,
      shade: pal.shade,
      detail: 1,
      lightX: sunX,
      valley: { x: side < 0 ? w * 0.85 : w * 0.05, depth: h * 0.6, width: w * 0.55 },
    });
  layers.push(`<g clip-path="${clipSide(doc, 'left')}">${bank(-1)}</g>`);
  layers.push(`<g clip-path="${clipSide(doc, 'right')}">${bank(1)}</g>`);
  const colors = ['#f08c1a', '#e0453a', '#0f8a6c'];
  for (let i = 0; i < (o.kayaks ?? 0); i++) {
    const t = [0.62, 0.7, 0.55][i] ?? 0.6;
    layers.push(
      kayak(
        w * ([0.58, 0.46, 0.5][i] ?? 0.5) + phase * w * 0.02,
        h * (t + 0.15),
        w * (0.07 + i * 0.015),
        colors[i % colors.length] ?? '#f08c1a',
        phase * 2 + i * 0.3,
        i % 2 === 0 ? 1 : -1,
      ),
    );
  }
  layers.push(birds(doc, w * 0.35, h * 0.2, 6, w * 0.01, darken(pal.near, 0.3), phase * 4));
  return layers;
}

/** Keeps a river-bank canopy to one side of the image so the water stays clear. */
function clipSide(doc: Doc, side: 'left' | 'right'): string {
  const { w, h } = doc;
  const shape =
    side === 'left'
      ? `<path d="M0 0L${n(w * 0.46)} 0L${n(w * 0.4)} ${n(h * 0.62)}L${n(w * 0.2)} ${n(h)}L0 ${n(h)}Z"/>`
      : `<path d="M${n(w * 0.7)} 0L${n(w)} 0L${n(w)} ${n(h)}L${n(w * 0.86)} ${n(h)}L${n(w * 0.72)} ${n(h * 0.66)}Z"/>`;
  return clip(doc, shape);
}

/** Gondolas gliding up a ridge over the rainforest. */
export function cableCarScene(doc: Doc, o: SceneOptions & { time?: TimeOfDay }): string[] {
  const { w, h } = doc;
  const phase = o.phase ?? 0;
  const { pal, layers } = backdrop(doc, {
    time: o.time ?? 'day',
    horizon: h * 0.5,
    sun: [w * 0.18, h * 0.16, Math.min(w, h) * 0.045],
    peaks: [{ u: 0.82, h: h * 0.28, w: 0.12 }],
    hills: 3,
    hillTop: h * 0.85,
    cloudCount: Math.round(w / 200),
    drift: phase * w * 0.08,
  });
  const s = Math.min(w, h) * 0.16;
  layers.splice(
    4,
    0,
    cableCar(doc, {
      x1: -w * 0.05,
      y1: h * 0.78,
      x2: w * 1.05,
      y2: h * 0.16,
      pylons: [
        [w * 0.36, h * 0.9],
        [w * 0.74, h * 0.62],
      ],
      cabins: [0.18 + phase * 0.05, 0.5 + phase * 0.05, 0.86 + phase * 0.05],
      size: s,
      colors: ['#0f8a6c', '#f08c1a', '#e6e1d0'],
      steel: '#3b4048',
    }),
  );
  layers.push(birds(doc, w * 0.55, h * 0.15, 5, w * 0.01, darken(pal.near, 0.3), phase * 4));
  return layers;
}

export interface GateOptions extends SceneOptions {
  family?: boolean;
}

/** The park entrance: a timber gate with an upswept roof, forest and hills behind. */
export function entrance(doc: Doc, o: GateOptions): string[] {
  const { w, h } = doc;
  const phase = o.phase ?? 0;
  const { pal, layers } = backdrop(doc, {
    time: 'day',
    horizon: h * 0.5,
    sun: [w * 0.8, h * 0.14, Math.min(w, h) * 0.05],
    hills: 2,
    hillTop: h * 0.66,
    cloudCount: Math.round(w / 200),
    drift: phase * w * 0.08,
  });
  const ground = linear(doc, [
    [0, '#c9b48a'],
    [1, '#a88a5e'],
  ]);
  const lawn = linear(doc, [
    [0, '#6fa84a'],
    [1, '#3f7a34'],
  ]);
  layers.push(`<rect y="${n(h * 0.74)}" width="${w}" height="${n(h * 0.26)}" fill="${lawn}"/>`);
  layers.push(
    `<path d="M${n(w * 0.44)} ${n(h * 0.76)}L${n(w * 0.56)} ${n(h * 0.76)}L${n(w * 0.85)} ${n(h)}L${n(w * 0.15)} ${n(h)}Z" fill="${ground}"/>`,
  );
  layers.push(gate(doc, w * 0.5, h * 0.78, Math.min(w * 0.42, h * 0.6), '#7a4a2a', '#8a3a22'));
  const r = doc.rng;
  let shrubs = '';
  for (let i = 0; i < 14; i++) {
    const side = i % 2 === 0 ? -1 : 1;
    const x = w * 0.5 + side * w * r.range(0.22, 0.5);
    const y = h * r.range(0.76, 0.8);
    const s = w * r.range(0.02, 0.04);
    shrubs += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(s * 1.4)}" ry="${n(s)}" fill="${mix(pal.near, pal.light, r.range(0, 0.3))}"/><circle cx="${n(x + s * 0.3)}" cy="${n(y - s * 0.3)}" r="${n(s * 0.2)}" fill="${r.pick(['#e0453a', '#f08c1a', '#f4c0d8'])}"/>`;
  }
  layers.push(shrubs);
  if (o.family) {
    const fy = h * 0.93;
    const fh = h * 0.2;
    const c = '#2b2a33';
    layers.push(
      `<path d="M${n(w * 0.42)} ${n(fy - fh * 0.5)}L${n(w * 0.47)} ${n(fy - fh * 0.45)}M${n(w * 0.53)} ${n(fy - fh * 0.45)}L${n(w * 0.58)} ${n(fy - fh * 0.5)}" stroke="${c}" stroke-width="${n(fh * 0.05)}" stroke-linecap="round"/>`,
      person(w * 0.4, fy, fh, c, 0.5),
      person(w * 0.6, fy, fh * 0.95, '#3a3040', 0.5),
      person(w * 0.48, fy + h * 0.01, fh * 0.6, '#0f8a6c', 0.6),
      person(w * 0.53, fy + h * 0.01, fh * 0.5, '#f08c1a', 0.6),
    );
  }
  layers.push(mist(doc, h * 0.74, h * 0.04, '#ffffff', 0.25));
  return layers;
}
