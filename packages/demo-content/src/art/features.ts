import { blob } from './landscape.ts';
import type { Palette } from './palette.ts';
import {
  blur,
  type Doc,
  darken,
  lighten,
  linear,
  mix,
  n,
  type Point,
  radial,
  smooth,
} from './svg.ts';

export interface WaterfallOptions {
  x: number;
  top: number;
  bottom: number;
  width: number;
  /** how much wider the fall is at the bottom than at the lip */
  spread?: number;
  phase?: number;
  rock: string;
  vegetation: string;
  light: string;
}

export function waterfall(doc: Doc, o: WaterfallOptions): string {
  const r = doc.rng;
  const w = o.width;
  const spread = o.spread ?? 1.5;
  const h = o.bottom - o.top;
  const cliff: Point[] = [[o.x - w * 3.2, o.bottom + 10]];
  for (let i = 0; i <= 8; i++) {
    const t = i / 8;
    cliff.push([o.x - w * (3 - t * 2.2) + r.range(-8, 8), o.bottom - h * t - r.range(0, h * 0.05)]);
  }
  cliff.push([o.x - w * 0.5, o.top - h * 0.03], [o.x + w * 0.5, o.top - h * 0.03]);
  for (let i = 8; i >= 0; i--) {
    const t = i / 8;
    cliff.push([o.x + w * (3 - t * 2.2) + r.range(-8, 8), o.bottom - h * t - r.range(0, h * 0.05)]);
  }
  cliff.push([o.x + w * 3.2, o.bottom + 10]);
  const rockFill = linear(doc, [
    [0, lighten(o.rock, 0.15)],
    [1, darken(o.rock, 0.35)],
  ]);
  let out = `<path d="${smooth(cliff, true)}" fill="${rockFill}"/>`;
  for (let i = 0; i < 16; i++) {
    const side = r.next() < 0.5 ? -1 : 1;
    const t = r.next();
    const mx = o.x + side * w * (0.9 + (1 - t) * r.range(0.5, 2));
    const my = o.bottom - h * t;
    out += `<ellipse cx="${n(mx)}" cy="${n(my)}" rx="${n(w * r.range(0.2, 0.6))}" ry="${n(w * r.range(0.1, 0.25))}" fill="${mix(o.vegetation, o.light, r.range(0, 0.4))}" opacity="0.8"/>`;
  }
  for (let i = 0; i < 22; i++) {
    const side = i % 2 === 0 ? -1 : 1;
    const cx = o.x + side * w * r.range(0.55, 2.6);
    const cy = o.top - h * 0.02 + r.range(-4, 14) + Math.abs(cx - o.x) * 0.08;
    const cr = w * r.range(0.14, 0.3);
    const tone = mix(o.vegetation, o.light, r.range(0, 0.35));
    out += `<path d="${blob(r, cx, cy, cr * 1.2, cr * 0.8, 8)}" fill="${tone}"/><path d="${blob(r, cx + cr * 0.15, cy - cr * 0.25, cr * 0.6, cr * 0.35, 6)}" fill="${mix(tone, o.light, 0.35)}"/>`;
  }
  const bw = (w * spread) / 2;
  const body = `M${n(o.x - w / 2)} ${n(o.top)}Q${n(o.x)} ${n(o.top - h * 0.03)} ${n(o.x + w / 2)} ${n(o.top)}L${n(o.x + bw)} ${n(o.bottom)}L${n(o.x - bw)} ${n(o.bottom)}Z`;
  const water = linear(
    doc,
    [
      [0, '#a9d4dc', 0.9],
      [0.35, '#f4fbfc'],
      [0.65, '#ffffff'],
      [1, '#9fcbd6', 0.9],
    ],
    0,
    0,
    1,
    0,
  );
  out += `<path d="${body}" fill="${water}"/>`;
  const phase = o.phase ?? 0;
  let streaks = '';
  for (let i = 0; i < 46; i++) {
    const u = r.range(-0.48, 0.48);
    const dash = r.range(h * 0.08, h * 0.3);
    const gap = r.range(h * 0.04, h * 0.15);
    const offset = -(phase * (dash + gap) * 2 + r.range(0, dash));
    streaks += `<path d="M${n(o.x + u * w)} ${n(o.top)}L${n(o.x + u * bw * 2)} ${n(o.bottom)}" stroke="${r.next() < 0.5 ? '#ffffff' : '#8fbfcc'}" stroke-width="${n(r.range(1, w * 0.05))}" stroke-dasharray="${n(dash)} ${n(gap)}" stroke-dashoffset="${n(offset)}" opacity="${n(r.range(0.3, 0.8))}"/>`;
  }
  out += streaks;
  let foam = '';
  for (let i = 0; i < 14; i++) {
    foam += `<circle cx="${n(o.x + r.range(-1.2, 1.2) * bw)}" cy="${n(o.bottom + r.range(-6, 8))}" r="${n(r.range(0.15, 0.4) * bw)}" fill="#ffffff" opacity="${n(r.range(0.5, 0.9))}"/>`;
  }
  out += `<g filter="${blur(doc, Math.max(2, w * 0.06))}">${foam}<ellipse cx="${n(o.x)}" cy="${n(o.bottom - h * 0.05)}" rx="${n(bw * 2.6)}" ry="${n(h * 0.12)}" fill="#ffffff" opacity="0.35"/></g>`;
  return out;
}

export function pool(
  doc: Doc,
  pal: Palette,
  x: number,
  y: number,
  rx: number,
  ry: number,
  phase = 0,
): string {
  const fill = linear(doc, [
    [0, lighten(pal.water, 0.3)],
    [1, pal.waterDeep],
  ]);
  let ripples = '';
  for (let i = 0; i < 4; i++) {
    const k = (i / 4 + phase) % 1;
    ripples += `<ellipse cx="${n(x)}" cy="${n(y - ry * 0.5)}" rx="${n(rx * (0.2 + k * 0.7))}" ry="${n(ry * (0.1 + k * 0.35))}" fill="none" stroke="#ffffff" stroke-width="1.5" opacity="${n(0.5 * (1 - k))}"/>`;
  }
  return `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"/>${ripples}`;
}

function quad(p0: Point, c: Point, p1: Point, t: number): Point {
  const a = (1 - t) * (1 - t);
  const b = 2 * (1 - t) * t;
  const d = t * t;
  return [a * p0[0] + b * c[0] + d * p1[0], a * p0[1] + b * c[1] + d * p1[1]];
}

export interface BridgeOptions {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  sag: number;
  rail: number;
  color: string;
  rope: string;
  hangers?: number;
}

/** A rope suspension bridge in the canopy: deck, hand ropes, hangers and netting. */
export function bridge(_doc: Doc, o: BridgeOptions): string {
  const p0: Point = [o.x1, o.y1];
  const p1: Point = [o.x2, o.y2];
  const c: Point = [(o.x1 + o.x2) / 2, (o.y1 + o.y2) / 2 + o.sag * 2];
  const railC: Point = [c[0], c[1] - o.rail * 0.6];
  const r0: Point = [o.x1, o.y1 - o.rail];
  const r1: Point = [o.x2, o.y2 - o.rail];
  const count = o.hangers ?? 24;
  let lines = '';
  let net = '';
  for (let i = 1; i < count; i++) {
    const t = i / count;
    const d = quad(p0, c, p1, t);
    const rr = quad(r0, railC, r1, t);
    lines += `M${n(rr[0])} ${n(rr[1])}L${n(d[0])} ${n(d[1])}`;
    const dn = quad(p0, c, p1, (i + 1) / count);
    net += `M${n(rr[0])} ${n(rr[1])}L${n(dn[0])} ${n(dn[1])}`;
  }
  const deck = `M${n(p0[0])} ${n(p0[1])}Q${n(c[0])} ${n(c[1])} ${n(p1[0])} ${n(p1[1])}`;
  const rail = `M${n(r0[0])} ${n(r0[1])}Q${n(railC[0])} ${n(railC[1])} ${n(r1[0])} ${n(r1[1])}`;
  const wDeck = Math.max(2, o.rail * 0.12);
  return `<path d="${net}" stroke="${o.rope}" stroke-width="${n(wDeck * 0.2)}" opacity="0.6" fill="none"/><path d="${lines}" stroke="${o.rope}" stroke-width="${n(wDeck * 0.3)}" fill="none"/><path d="${deck}" stroke="${o.color}" stroke-width="${n(wDeck)}" fill="none"/><path d="${rail}" stroke="${o.rope}" stroke-width="${n(wDeck * 0.45)}" fill="none"/>`;
}

/** Tree trunk with a platform ring, where canopy bridges are anchored. */
export function platformTree(
  x: number,
  top: number,
  bottom: number,
  width: number,
  color: string,
  deck: string,
): string {
  const trunk = `M${n(x - width * 0.5)} ${n(bottom)}C${n(x - width * 0.4)} ${n(top + (bottom - top) * 0.5)} ${n(x - width * 0.3)} ${n(top)} ${n(x - width * 0.25)} ${n(top - 40)}L${n(x + width * 0.25)} ${n(top - 40)}C${n(x + width * 0.3)} ${n(top)} ${n(x + width * 0.4)} ${n(top + (bottom - top) * 0.5)} ${n(x + width * 0.5)} ${n(bottom)}Z`;
  return `<path d="${trunk}" fill="${color}"/><rect x="${n(x - width * 1.2)}" y="${n(top)}" width="${n(width * 2.4)}" height="${n(width * 0.18)}" rx="3" fill="${deck}"/><path d="M${n(x - width * 1.1)} ${n(top)}l0 ${n(-width * 0.5)}M${n(x + width * 1.1)} ${n(top)}l0 ${n(-width * 0.5)}M${n(x - width * 1.1)} ${n(top - width * 0.45)}L${n(x + width * 1.1)} ${n(top - width * 0.45)}" stroke="${deck}" stroke-width="${n(width * 0.06)}"/>`;
}

export interface CableCarOptions {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  pylons: readonly (readonly [number, number])[];
  cabins: readonly number[];
  size: number;
  colors: readonly string[];
  steel: string;
}

export function cableCar(doc: Doc, o: CableCarOptions): string {
  const c: Point = [(o.x1 + o.x2) / 2, (o.y1 + o.y2) / 2 + Math.abs(o.x2 - o.x1) * 0.04];
  const at = (t: number) => quad([o.x1, o.y1], c, [o.x2, o.y2], t);
  const yAt = (x: number) => at((x - o.x1) / (o.x2 - o.x1))[1];
  let out = '';
  for (const [px, ground] of o.pylons) {
    const top = yAt(px) - o.size * 0.2;
    const half = o.size * 0.12;
    const base = o.size * 0.35;
    out += `<path d="M${n(px - base)} ${n(ground)}L${n(px - half)} ${n(top)}L${n(px + half)} ${n(top)}L${n(px + base)} ${n(ground)}" fill="none" stroke="${o.steel}" stroke-width="${n(o.size * 0.05)}"/>`;
    let lattice = '';
    const steps = 6;
    for (let i = 0; i < steps; i++) {
      const t0 = i / steps;
      const t1 = (i + 1) / steps;
      const y0 = ground + (top - ground) * t0;
      const y1 = ground + (top - ground) * t1;
      const w0 = base + (half - base) * t0;
      const w1 = base + (half - base) * t1;
      lattice += `M${n(px - w0)} ${n(y0)}L${n(px + w1)} ${n(y1)}M${n(px + w0)} ${n(y0)}L${n(px - w1)} ${n(y1)}`;
    }
    out += `<path d="${lattice}" stroke="${o.steel}" stroke-width="${n(o.size * 0.02)}" fill="none"/><rect x="${n(px - o.size * 0.3)}" y="${n(top - o.size * 0.04)}" width="${n(o.size * 0.6)}" height="${n(o.size * 0.06)}" fill="${o.steel}"/>`;
  }
  out += `<path d="M${n(o.x1)} ${n(o.y1)}Q${n(c[0])} ${n(c[1])} ${n(o.x2)} ${n(o.y2)}" stroke="${o.steel}" stroke-width="${n(Math.max(1.5, o.size * 0.025))}" fill="none"/>`;
  o.cabins.forEach((t, i) => {
    const [x, y] = at(t);
    const s = o.size;
    const color = o.colors[i % o.colors.length] ?? '#0f8a6c';
    const body = linear(doc, [
      [0, lighten(color, 0.25)],
      [1, darken(color, 0.25)],
    ]);
    const glass = linear(doc, [
      [0, '#dff3f7'],
      [1, '#7fb3c4'],
    ]);
    out += `<g><path d="M${n(x)} ${n(y)}l0 ${n(s * 0.35)}" stroke="${o.steel}" stroke-width="${n(s * 0.035)}"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(s * 0.05)}" fill="${o.steel}"/><rect x="${n(x - s * 0.3)}" y="${n(y + s * 0.33)}" width="${n(s * 0.6)}" height="${n(s * 0.55)}" rx="${n(s * 0.12)}" fill="${body}"/><rect x="${n(x - s * 0.24)}" y="${n(y + s * 0.4)}" width="${n(s * 0.48)}" height="${n(s * 0.22)}" rx="${n(s * 0.05)}" fill="${glass}"/><rect x="${n(x - s * 0.3)}" y="${n(y + s * 0.7)}" width="${n(s * 0.6)}" height="${n(s * 0.05)}" fill="#ffffff" opacity="0.5"/></g>`;
  });
  return out;
}

export function fireflies(
  doc: Doc,
  count: number,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  phase = 0,
): string {
  const r = doc.rng;
  const glow = radial(doc, [
    [0, '#fffbc0', 0.95],
    [0.25, '#e6f56a', 0.55],
    [1, '#b8e04a', 0],
  ]);
  let out = '';
  for (let i = 0; i < count; i++) {
    const t = phase * Math.PI * 2 + i;
    const x = r.range(x0, x1) + Math.sin(t) * 6;
    const y = r.range(y0, y1) + Math.cos(t * 0.7) * 4;
    const s = r.range(4, 13) * (0.75 + 0.25 * Math.sin(t * 1.3));
    out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(s)}" fill="${glow}"/>`;
  }
  return out;
}

export function lanterns(doc: Doc, points: readonly Point[], size: number): string {
  const glow = radial(doc, [
    [0, '#ffe2a0', 0.9],
    [0.3, '#ffb255', 0.35],
    [1, '#ff9a30', 0],
  ]);
  return points
    .map(
      ([x, y]) =>
        `<path d="M${n(x)} ${n(y)}l0 ${n(size * 2.2)}" stroke="#1a1410" stroke-width="${n(size * 0.18)}"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(size * 2.4)}" fill="${glow}"/><rect x="${n(x - size * 0.35)}" y="${n(y - size * 0.45)}" width="${n(size * 0.7)}" height="${n(size * 0.9)}" rx="${n(size * 0.2)}" fill="#ffd68a"/>`,
    )
    .join('');
}

/** Rhinoceros hornbill in flight, as a silhouette (drawn facing right in a 120×60 box). */
export function hornbillFlying(
  x: number,
  y: number,
  scale: number,
  color: string,
  flap = 0,
): string {
  const up = Math.sin(flap * Math.PI * 2);
  const wy = -22 * up;
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${n(scale)})" fill="${color}"><path d="M30 30C40 24 62 22 76 26C82 27 86 28 88 30C84 34 70 38 50 37C40 36 34 34 30 30Z"/><circle cx="84" cy="27" r="6"/><path d="M86 23C100 22 112 28 118 38C108 33 98 31 88 31Z"/><path d="M84 21C92 14 106 15 112 24C104 21 94 21 86 24Z"/><path d="M32 29L4 25L4 37L32 34Z"/><path d="M46 28C42 ${n(10 + wy * 0.5)} 30 ${n(0 + wy)} 16 ${n(-4 + wy)}C30 ${n(10 + wy * 0.6)} 44 ${n(22 + wy * 0.2)} 60 29Z" opacity="0.85"/><path d="M50 30C56 ${n(8 + wy * 0.5)} 70 ${n(-6 + wy)} 88 ${n(-12 + wy)}C76 ${n(4 + wy * 0.6)} 66 ${n(20 + wy * 0.2)} 64 31Z"/></g>`;
}

export function person(x: number, y: number, h: number, color: string, stride = 0): string {
  const head = h * 0.13;
  const sh = y - h * 0.8;
  const hip = y - h * 0.45;
  const s = h * 0.12 * (stride || 0.5);
  return `<g fill="${color}" stroke="${color}" stroke-linecap="round"><circle cx="${n(x)}" cy="${n(y - h + head)}" r="${n(head)}" stroke="none"/><path d="M${n(x - h * 0.12)} ${n(sh)}Q${n(x)} ${n(sh - h * 0.05)} ${n(x + h * 0.12)} ${n(sh)}L${n(x + h * 0.1)} ${n(hip)}L${n(x - h * 0.1)} ${n(hip)}Z" stroke="none"/><path d="M${n(x - h * 0.05)} ${n(hip)}L${n(x - s)} ${n(y)}M${n(x + h * 0.05)} ${n(hip)}L${n(x + s)} ${n(y)}" stroke-width="${n(h * 0.09)}" fill="none"/><path d="M${n(x - h * 0.12)} ${n(sh + h * 0.02)}L${n(x - h * 0.17)} ${n(hip + h * 0.02)}M${n(x + h * 0.12)} ${n(sh + h * 0.02)}L${n(x + h * 0.17)} ${n(hip + h * 0.02)}" stroke-width="${n(h * 0.06)}" fill="none"/></g>`;
}

/** Entrance gate with an upswept Malay roof; (x, y) is the centre of the ground line. */
export function gate(
  doc: Doc,
  x: number,
  y: number,
  w: number,
  wood: string,
  roof: string,
): string {
  const h = w * 0.62;
  const post = w * 0.07;
  const roofFill = linear(doc, [
    [0, lighten(roof, 0.15)],
    [1, darken(roof, 0.3)],
  ]);
  const woodFill = linear(
    doc,
    [
      [0, darken(wood, 0.2)],
      [0.5, lighten(wood, 0.1)],
      [1, darken(wood, 0.2)],
    ],
    0,
    0,
    1,
    0,
  );
  const top = y - h;
  const roofPath = `M${n(x - w * 0.62)} ${n(top - w * 0.02)}Q${n(x - w * 0.66)} ${n(top - w * 0.2)} ${n(x - w * 0.72)} ${n(top - w * 0.3)}Q${n(x - w * 0.4)} ${n(top - w * 0.2)} ${n(x)} ${n(top - w * 0.34)}Q${n(x + w * 0.4)} ${n(top - w * 0.2)} ${n(x + w * 0.72)} ${n(top - w * 0.3)}Q${n(x + w * 0.66)} ${n(top - w * 0.2)} ${n(x + w * 0.62)} ${n(top - w * 0.02)}Z`;
  let slats = '';
  for (let i = -4; i <= 4; i++) {
    slats += `M${n(x + i * w * 0.1)} ${n(top + w * 0.02)}l0 ${n(w * 0.09)}`;
  }
  return `<rect x="${n(x - w * 0.5 - post / 2)}" y="${n(top)}" width="${n(post)}" height="${n(h)}" fill="${woodFill}"/><rect x="${n(x + w * 0.5 - post / 2)}" y="${n(top)}" width="${n(post)}" height="${n(h)}" fill="${woodFill}"/><rect x="${n(x - w * 0.58)}" y="${n(top)}" width="${n(w * 1.16)}" height="${n(w * 0.13)}" fill="${darken(wood, 0.1)}"/><path d="${slats}" stroke="${lighten(wood, 0.3)}" stroke-width="${n(w * 0.012)}"/><path d="${roofPath}" fill="${roofFill}"/><path d="M${n(x - w * 0.72)} ${n(top - w * 0.3)}l${n(-w * 0.05)} ${n(-w * 0.08)}M${n(x + w * 0.72)} ${n(top - w * 0.3)}l${n(w * 0.05)} ${n(-w * 0.08)}" stroke="${darken(roof, 0.3)}" stroke-width="${n(w * 0.02)}" stroke-linecap="round"/><circle cx="${n(x)}" cy="${n(top + w * 0.065)}" r="${n(w * 0.045)}" fill="#f08c1a"/><rect x="${n(x - w * 0.5 - post)}" y="${n(y - w * 0.03)}" width="${n(post * 2)}" height="${n(w * 0.03)}" fill="${darken(wood, 0.3)}"/><rect x="${n(x + w * 0.5 - post)}" y="${n(y - w * 0.03)}" width="${n(post * 2)}" height="${n(w * 0.03)}" fill="${darken(wood, 0.3)}"/>`;
}
