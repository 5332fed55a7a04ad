import type { Palette } from './palette.ts';
import { createNoise } from './rng.ts';
import {
  blur,
  type Doc,
  darken,
  lighten,
  linear,
  mix,
  n,
  type Point,
  poly,
  radial,
  smooth,
} from './svg.ts';

export function sky(doc: Doc, pal: Palette, horizon: number): string {
  const fill = linear(doc, pal.sky, 0, 0, 0, horizon, true);
  return `<rect width="${doc.w}" height="${n(horizon + 4)}" fill="${fill}"/><rect y="${n(horizon)}" width="${doc.w}" height="${n(doc.h - horizon)}" fill="${pal.haze}"/>`;
}

export function sun(doc: Doc, pal: Palette, x: number, y: number, r: number): string {
  const glow = radial(doc, [
    [0, pal.sun, 0.75],
    [0.25, pal.sun, 0.3],
    [1, pal.sun, 0],
  ]);
  const disc = radial(doc, [
    [0, '#ffffff'],
    [0.7, pal.sun],
    [1, pal.sun, 0.9],
  ]);
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 9)}" fill="${glow}"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${disc}"/>`;
}

export function moon(doc: Doc, x: number, y: number, r: number): string {
  const glow = radial(doc, [
    [0, '#dfe8ff', 0.45],
    [0.3, '#9fb4e0', 0.15],
    [1, '#9fb4e0', 0],
  ]);
  const disc = radial(
    doc,
    [
      [0, '#fffdf0'],
      [0.8, '#ece6c8'],
      [1, '#d8d2b4'],
    ],
    0.4,
    0.4,
    0.6,
  );
  const craters = [
    [0.3, -0.2, 0.18],
    [-0.25, 0.3, 0.12],
    [-0.1, -0.35, 0.08],
    [0.15, 0.4, 0.1],
  ]
    .map(
      ([dx = 0, dy = 0, cr = 0]) =>
        `<circle cx="${n(x + dx * r)}" cy="${n(y + dy * r)}" r="${n(cr * r)}" fill="#c9c2a2" opacity="0.45"/>`,
    )
    .join('');
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 7)}" fill="${glow}"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${disc}"/>${craters}`;
}

export function stars(doc: Doc, count: number, maxY: number): string {
  const r = doc.rng;
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = r.range(0, doc.w);
    const y = r.range(0, maxY) * r.range(0.3, 1);
    const size = r.next() < 0.08 ? r.range(1.4, 2.2) : r.range(0.5, 1.3);
    out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(size)}" fill="#fff" opacity="${n(r.range(0.35, 1))}"/>`;
  }
  return out;
}

export interface CloudOptions {
  count: number;
  yMin: number;
  yMax: number;
  scale: number;
  /** horizontal drift in pixels, for animation */
  drift?: number;
  opacity?: number;
  /** also draw clouds one width to the left and right, for 360° panoramas */
  seamless?: boolean;
}

/**
 * All clouds share one blur filter: librsvg allocates a canvas-sized surface per filtered
 * element, so one filter over the group is far cheaper than one per cloud.
 */
export function clouds(doc: Doc, pal: Palette, o: CloudOptions): string {
  const r = doc.rng;
  const a = o.opacity ?? 0.92;
  const fill = linear(doc, [
    [0, lighten(pal.cloud, 0.3), a],
    [0.55, pal.cloud, a],
    [1, pal.cloudShade, a],
  ]);
  const soft = blur(doc, Math.round(Math.max(1, o.scale * 2)));
  let out = '';
  for (let i = 0; i < o.count; i++) {
    const s = o.scale * r.range(0.6, 1.3);
    const cx = (r.range(0, doc.w) + (o.drift ?? 0) * r.range(0.7, 1.3)) % (doc.w + 300 * s);
    const cy = r.range(o.yMin, o.yMax);
    const puffs = r.int(4, 7);
    let cloud = `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(110 * s)}" ry="${n(18 * s)}"/>`;
    for (let p = 0; p < puffs; p++) {
      const px = cx + r.range(-80, 80) * s;
      const pr = r.range(22, 46) * s * (1 - Math.abs(px - cx) / (140 * s));
      cloud += `<circle cx="${n(px)}" cy="${n(cy - pr * 0.55)}" r="${n(pr)}"/>`;
    }
    out += o.seamless
      ? [0, -doc.w, doc.w].map((dx) => `<g transform="translate(${dx} 0)">${cloud}</g>`).join('')
      : cloud;
  }
  return `<g fill="${fill}" filter="${soft}">${out}</g>`;
}

/** A radial fade to transparent: soft edges without the cost of a blur filter. */
function softFill(doc: Doc, color: string): string {
  return radial(doc, [
    [0, color, 0.9],
    [0.6, color, 0.45],
    [1, color, 0],
  ]);
}

/** Thin streaks of high cloud: cheap texture for big skies. */
export function cirrus(doc: Doc, color: string, count: number, yMin: number, yMax: number): string {
  const r = doc.rng;
  const fill = softFill(doc, color);
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = r.range(-100, doc.w);
    const y = r.range(yMin, yMax);
    out += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r.range(80, 260))}" ry="${n(r.range(3, 8))}" fill="${fill}" opacity="${n(r.range(0.3, 0.7))}"/>`;
  }
  return out;
}

export interface Peak {
  u: number;
  h: number;
  w: number;
}

export interface RidgeOptions {
  base: number;
  amp: number;
  cells?: number;
  color: string;
  haze: string;
  peaks?: readonly Peak[];
  /** crown radius range: turns a bare ridge into a forested one */
  crowns?: readonly [number, number];
  rim?: string;
  step?: number;
}

function ridgeHeight(doc: Doc, o: RidgeOptions): (x: number) => number {
  const noise = createNoise(doc.rng, o.cells ?? 4, 4);
  const peaks = o.peaks ?? [];
  return (x) => {
    const u = x / doc.w;
    let y = o.base - o.amp * (0.5 + 0.5 * noise(u));
    for (const p of peaks) {
      let d = Math.abs(u - p.u);
      d = Math.min(d, 1 - d);
      y -= p.h * Math.exp(-((d / p.w) ** 2));
    }
    return y;
  };
}

interface Crown {
  x: number;
  y: number;
  r: number;
}

/** Upper envelope of overlapping tree crowns along a base line; periodic in x. */
function crownEnvelope(doc: Doc, base: (x: number) => number, rMin: number, rMax: number) {
  const rng = doc.rng;
  const crowns: Crown[] = [];
  for (let x = 0; x < doc.w; ) {
    const r = rng.range(rMin, rMax);
    const emergent = rng.next() < 0.06;
    crowns.push({ x, y: base(x) + r * rng.range(0.1, 0.6) - (emergent ? r * 0.9 : 0), r });
    x += r * rng.range(0.8, 1.4);
  }
  const top = (x: number): number => {
    let y = base(x) + rMax;
    for (const c of crowns) {
      for (const shift of [0, doc.w, -doc.w]) {
        const dx = x - c.x - shift;
        if (Math.abs(dx) < c.r) y = Math.min(y, c.y - Math.sqrt(c.r * c.r - dx * dx) * 0.85);
      }
    }
    return y;
  };
  return { crowns, top };
}

export function ridge(doc: Doc, o: RidgeOptions): string {
  const height = ridgeHeight(doc, o);
  const env = o.crowns ? crownEnvelope(doc, height, o.crowns[0], o.crowns[1]).top : height;
  const step = o.step ?? (o.crowns ? 3 : 6);
  const pts: Point[] = [];
  let minY = doc.h;
  for (let x = 0; x <= doc.w + step; x += step) {
    const y = env(Math.min(x, doc.w));
    minY = Math.min(minY, y);
    pts.push([x, y]);
  }
  const fill = linear(
    doc,
    [
      [0, o.color],
      [0.55, mix(o.color, o.haze, 0.35)],
      [1, o.haze],
    ],
    0,
    minY,
    0,
    o.base + o.amp * 0.6,
    true,
  );
  const shape = poly([...pts, [doc.w + step, doc.h], [0, doc.h]]);
  const rim = o.rim
    ? `<path d="${poly(pts, false)}" fill="none" stroke="${o.rim}" stroke-width="2" opacity="0.45"/>`
    : '';
  const side = o.rim
    ? `<path d="${shape}" fill="${linear(
        doc,
        [
          [0, o.rim, 0],
          [1, o.rim, 0.22],
        ],
        0,
        0,
        1,
        0,
      )}"/>`
    : '';
  return `<path d="${shape}" fill="${fill}"/>${side}${rim}`;
}

export interface CanopyOptions {
  base: number;
  amp: number;
  rMin: number;
  rMax: number;
  color: string;
  light: string;
  shade: string;
  /** 0 = flat silhouette, 1 = every crown modelled with light and shadow */
  detail: number;
  /** x of the light source, so highlights face the sun */
  lightX?: number;
  cells?: number;
  depth?: number;
  /** dips the canopy around x so a waterfall or river can show through */
  valley?: { x: number; depth: number; width: number };
}

export function canopy(doc: Doc, o: CanopyOptions): string {
  const noise = createNoise(doc.rng, o.cells ?? 3, 3);
  const v = o.valley;
  const base = (x: number) =>
    o.base -
    o.amp * (0.5 + 0.5 * noise(x / doc.w)) +
    (v ? v.depth * Math.exp(-(((x - v.x) / v.width) ** 2)) : 0);
  const { crowns, top } = crownEnvelope(doc, base, o.rMin, o.rMax);
  const pts: Point[] = [];
  for (let x = 0; x <= doc.w + 3; x += 3) pts.push([x, top(Math.min(x, doc.w))]);
  const fill = linear(
    doc,
    [
      [0, o.color],
      [1, o.shade],
    ],
    0,
    o.base - o.amp - o.rMax,
    0,
    o.base + (o.depth ?? o.rMax * 3),
    true,
  );
  let out = `<path d="${poly([...pts, [doc.w + 3, doc.h], [0, doc.h]])}" fill="${fill}"/>`;
  if (o.detail <= 0) return out;
  const lightX = o.lightX ?? doc.w * 0.5;
  const r = doc.rng;
  const rows = Math.max(1, Math.round(o.detail * 2.4));
  const extra: Crown[] = [];
  for (let row = 1; row < rows; row++) {
    for (const c of crowns) {
      if (r.next() < 0.75)
        extra.push({
          x: c.x + r.range(-c.r, c.r),
          y: c.y + c.r * row * 0.9 + r.range(0, c.r * 0.4),
          r: c.r * r.range(0.85, 1.15),
        });
    }
  }
  const all = [...crowns, ...extra].sort((a, b) => a.y - b.y);
  const tints = ['#000000', '#6f8f2a', '#1f6b52', '#4d7a2a', '#8a6a3a'];
  for (const c of all) {
    const side = Math.max(-1, Math.min(1, (lightX - c.x) / (doc.w * 0.5)));
    const depth = Math.min(1, Math.max(0, (c.y - top(c.x)) / (c.r * 3)));
    const tint = r.pick(tints);
    const baseColor = mix(
      tint === '#000000' ? o.color : mix(o.color, tint, 0.25),
      o.shade,
      0.25 + depth * 0.45,
    );
    const bumps = Math.max(6, Math.round(c.r / 5) + 5);
    let crown = `<path d="${blob(r, c.x, c.y, c.r * 1.1, c.r * 0.78, bumps)}" fill="${baseColor}"/>`;
    const lit = mix(baseColor, o.light, 0.28 * (1 - depth));
    const dx = side * c.r * 0.25;
    crown += `<path d="${blob(r, c.x + dx, c.y - c.r * 0.18, c.r * 0.75, c.r * 0.5, bumps)}" fill="${lit}"/>`;
    if (depth < 0.5 && o.detail > 0.5) {
      const hi = mix(baseColor, o.light, 0.55);
      for (let k = 0; k < 2; k++) {
        const hx = c.x + dx * 1.6 + r.range(-0.35, 0.35) * c.r;
        const hy = c.y - c.r * r.range(0.3, 0.5);
        crown += `<path d="${blob(r, hx, hy, c.r * r.range(0.22, 0.34), c.r * 0.2, 6)}" fill="${hi}" opacity="0.75"/>`;
      }
    }
    out += crown;
    // Crowns straddling an edge are repeated on the other side so panoramas wrap seamlessly.
    if (c.x < c.r * 1.5) out += `<g transform="translate(${doc.w} 0)">${crown}</g>`;
    if (c.x > doc.w - c.r * 1.5) out += `<g transform="translate(${-doc.w} 0)">${crown}</g>`;
  }
  return out;
}

/** A scalloped blob: an ellipse whose outline is a ring of outward arcs, like a leafy crown. */
export function blob(
  r: { range(a: number, b: number): number },
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  bumps: number,
): string {
  const pts: Point[] = [];
  const spin = r.range(0, Math.PI * 2);
  for (let i = 0; i < bumps; i++) {
    const a = spin + (i / bumps) * Math.PI * 2 + r.range(-0.15, 0.15);
    const k = r.range(0.88, 1.05);
    pts.push([cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k]);
  }
  let d = '';
  pts.forEach(([x, y], i) => {
    const [nx, ny] = pts[(i + 1) % pts.length] ?? [x, y];
    const chord = Math.hypot(nx - x, ny - y);
    if (i === 0) d += `M${n(x)} ${n(y)}`;
    d += `A${n(chord * 0.6)} ${n(chord * 0.6)} 0 0 1 ${n(nx)} ${n(ny)}`;
  });
  return `${d}Z`;
}

export function mist(doc: Doc, y: number, height: number, color: string, opacity: number): string {
  const fill = linear(doc, [
    [0, color, 0],
    [0.5, color, opacity],
    [1, color, 0],
  ]);
  return `<rect x="0" y="${n(y - height / 2)}" width="${doc.w}" height="${n(height)}" fill="${fill}"/>`;
}

/** Soft drifting wisps of mist between canopy layers. */
export function wisps(
  doc: Doc,
  color: string,
  count: number,
  yMin: number,
  yMax: number,
  drift = 0,
): string {
  const r = doc.rng;
  const fill = softFill(doc, color);
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = (r.range(0, doc.w) + drift) % doc.w;
    out += `<ellipse cx="${n(x)}" cy="${n(r.range(yMin, yMax))}" rx="${n(r.range(120, 320))}" ry="${n(r.range(12, 30))}" fill="${fill}" opacity="${n(r.range(0.4, 0.8))}"/>`;
  }
  return out;
}

export function godRays(doc: Doc, x: number, y: number, color: string, count: number): string {
  const r = doc.rng;
  const fill = radial(
    doc,
    [
      [0, color, 0.35],
      [1, color, 0],
    ],
    x,
    y,
    doc.h * 1.1,
    true,
  );
  let out = '';
  for (let i = 0; i < count; i++) {
    const a = r.range(0.15, Math.PI - 0.15);
    const spread = r.range(0.02, 0.06);
    const len = doc.h * 1.6;
    const p1: Point = [x + Math.cos(a - spread) * len, y + Math.sin(a - spread) * len];
    const p2: Point = [x + Math.cos(a + spread) * len, y + Math.sin(a + spread) * len];
    out += `<path d="${poly([[x, y], p1, p2])}" fill="${fill}"/>`;
  }
  return `<g opacity="0.6">${out}</g>`;
}

export interface RiverOptions {
  /** spine from far to near: y, centre x, half width */
  spine: readonly (readonly [number, number, number])[];
  phase?: number;
  sunX?: number;
}

export function river(doc: Doc, pal: Palette, o: RiverOptions): string {
  const left = o.spine.map(([y, x, hw]): Point => [x - hw, y]);
  const right = o.spine.map(([y, x, hw]): Point => [x + hw, y]).reverse();
  const first = o.spine[0] ?? [0, 0, 0];
  const last = o.spine[o.spine.length - 1] ?? [doc.h, 0, 0];
  const fill = linear(
    doc,
    [
      [0, lighten(pal.water, 0.35)],
      [0.4, pal.water],
      [1, pal.waterDeep],
    ],
    0,
    first[0],
    0,
    last[0],
    true,
  );
  const bankPath = `${smooth(left)}L${n(right[0]?.[0] ?? 0)} ${n(right[0]?.[1] ?? 0)}${smooth(right).replace(/^M[^C]*/, '')}Z`;
  let out = `<path d="${bankPath}" fill="${darken(pal.near, 0.2)}" transform="translate(0 4)"/><path d="${bankPath}" fill="${fill}"/>`;
  const r = doc.rng;
  const phase = o.phase ?? 0;
  const at = (y: number): [number, number] => {
    for (let i = 1; i < o.spine.length; i++) {
      const a = o.spine[i - 1];
      const b = o.spine[i];
      if (a && b && y <= b[0]) {
        const t = (y - a[0]) / (b[0] - a[0]);
        return [a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
      }
    }
    return [last[1], last[2]];
  };
  const shimmer = pal.night ? '#c8d8ff' : '#ffffff';
  for (let i = 0; i < 140; i++) {
    const t = r.next() ** 1.6;
    const y = first[0] + (last[0] - first[0]) * t;
    const [cx, hw] = at(y);
    const towardSun = o.sunX !== undefined && r.next() < 0.4;
    const x = towardSun
      ? (o.sunX ?? cx) + r.range(-0.25, 0.25) * hw
      : cx + r.range(-0.85, 0.85) * hw;
    const len = hw * r.range(0.04, 0.16);
    const dx = Math.sin(phase * Math.PI * 2 + i) * len * 0.3;
    out += `<rect x="${n(x - len / 2 + dx)}" y="${n(y)}" width="${n(len)}" height="${n(Math.max(0.8, hw * 0.012))}" rx="1" fill="${shimmer}" opacity="${n(r.range(0.2, towardSun ? 0.8 : 0.45))}"/>`;
  }
  return out;
}

export interface FrondOptions {
  x: number;
  y: number;
  angle: number;
  length: number;
  curl: number;
  color: string;
  leaflets?: number;
}

/** A fern or palm frond: a curved rachis with tapering leaflets on both sides. */
export function frond(_doc: Doc, o: FrondOptions): string {
  const count = o.leaflets ?? 22;
  const pts: Point[] = [];
  for (let i = 0; i <= count; i++) {
    const t = i / count;
    const a = o.angle + o.curl * t * t;
    const prev = pts[pts.length - 1] ?? [o.x, o.y];
    pts.push(
      i === 0
        ? [o.x, o.y]
        : [prev[0] + Math.cos(a) * (o.length / count), prev[1] + Math.sin(a) * (o.length / count)],
    );
  }
  let leaves = '';
  for (let i = 1; i < pts.length; i++) {
    const [px, py] = pts[i] ?? [0, 0];
    const t = i / count;
    const a = o.angle + o.curl * t * t;
    const len = o.length * 0.32 * Math.sin(Math.PI * (0.15 + t * 0.8)) * (1 - t * 0.35);
    for (const s of [-1, 1]) {
      const la = a + s * 1.05 + o.curl * 0.15;
      const tx = px + Math.cos(la) * len;
      const ty = py + Math.sin(la) * len + len * 0.25;
      const w = len * 0.12;
      const mx = (px + tx) / 2 + Math.cos(la + Math.PI / 2) * w;
      const my = (py + ty) / 2 + Math.sin(la + Math.PI / 2) * w;
      const mx2 = (px + tx) / 2 - Math.cos(la + Math.PI / 2) * w;
      const my2 = (py + ty) / 2 - Math.sin(la + Math.PI / 2) * w;
      leaves += `M${n(px)} ${n(py)}Q${n(mx)} ${n(my)} ${n(tx)} ${n(ty)}Q${n(mx2)} ${n(my2)} ${n(px)} ${n(py)}Z`;
    }
  }
  return `<path d="${leaves}" fill="${o.color}"/><path d="${smooth(pts)}" fill="none" stroke="${darken(o.color, 0.3)}" stroke-width="${n(o.length * 0.012)}"/>`;
}

/** Dark leaves framing a corner, like a photo taken from inside the forest. */
export function foliageFrame(doc: Doc, pal: Palette, side: 'left' | 'right', scale = 1): string {
  const r = doc.rng;
  const dir = side === 'left' ? 1 : -1;
  const x0 = side === 'left' ? -20 : doc.w + 20;
  let out = '';
  const color = darken(pal.near, 0.45);
  for (let i = 0; i < 4; i++) {
    const y = doc.h * r.range(0.55, 1.05);
    const angle = side === 'left' ? r.range(-0.9, -0.1) : Math.PI + r.range(0.1, 0.9);
    out += frond(doc, {
      x: x0,
      y,
      angle,
      length: doc.h * 0.55 * scale * r.range(0.7, 1.1),
      curl: 0.7 * dir,
      color: i % 2 === 0 ? color : mix(color, pal.near, 0.5),
    });
  }
  return out;
}

export function birds(
  doc: Doc,
  x: number,
  y: number,
  count: number,
  size: number,
  color: string,
  flap = 0,
): string {
  const r = doc.rng;
  let d = '';
  for (let i = 0; i < count; i++) {
    const bx = x + r.range(-1, 1) * size * 6;
    const by = y + r.range(-1, 1) * size * 3;
    const s = size * r.range(0.6, 1.1);
    const lift = s * (0.35 + 0.3 * Math.sin((flap + r.next()) * Math.PI * 2));
    d += `M${n(bx - s)} ${n(by - lift * 0.4)}Q${n(bx - s * 0.45)} ${n(by - lift)} ${n(bx)} ${n(by)}Q${n(bx + s * 0.45)} ${n(by - lift)} ${n(bx + s)} ${n(by - lift * 0.4)}`;
  }
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${n(Math.max(1.2, size * 0.16))}" stroke-linecap="round"/>`;
}
