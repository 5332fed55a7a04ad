import { type Doc, darken, lighten, linear, mix, n, type Point, radial, smooth } from './svg.ts';

/** A perched rhinoceros hornbill, drawn facing right in a 220×240 box at (x, y) scaled by s. */
export function hornbillPerched(doc: Doc, x: number, y: number, s: number, flip = false): string {
  const black = linear(doc, [
    [0, '#2b2f36'],
    [0.5, '#14161b'],
    [1, '#08090c'],
  ]);
  const sheen = linear(
    doc,
    [
      [0, '#5a6a7a', 0.5],
      [1, '#14161b', 0],
    ],
    0,
    0,
    1,
    1,
  );
  const beak = linear(
    doc,
    [
      [0, '#f6d24a'],
      [0.6, '#f7e7a8'],
      [1, '#fff6d8'],
    ],
    0,
    0,
    1,
    0.4,
  );
  const casque = linear(
    doc,
    [
      [0, '#d8401c'],
      [0.6, '#f28a1e'],
      [1, '#f9c23a'],
    ],
    0,
    0,
    1,
    0,
  );
  const tail = `M70 150C60 180 48 215 40 240L78 240C82 210 88 178 92 156Z`;
  const band = `M45 222L80 222L78 236L41 236Z`;
  const body = `M60 110C58 80 80 58 110 56C132 56 146 70 146 92C146 130 128 160 96 166C74 168 62 140 60 110Z`;
  const wing = `M66 100C70 84 90 74 106 78C118 84 116 118 102 146C92 164 74 160 68 140C64 128 64 112 66 100Z`;
  const head = `M112 40C118 24 140 20 152 30C160 38 160 56 150 66C140 74 122 72 114 62C110 56 110 48 112 40Z`;
  const bill = `M148 40C172 38 198 52 214 84C200 74 182 66 152 64Z`;
  const horn = `M138 32C146 16 176 10 204 22C200 28 194 30 188 30C174 30 160 34 150 40Z`;
  let feathers = '';
  for (let i = 0; i < 6; i++) {
    feathers += `M${72 + i * 6} ${110 + i * 8}C${86 + i * 4} ${116 + i * 8} ${96 + i * 2} ${118 + i * 8} ${104} ${114 + i * 8}`;
  }
  const t = `translate(${n(x)} ${n(y)}) scale(${flip ? -s : s} ${s})`;
  return `<g transform="${t}"><path d="${tail}" fill="#f4f1e8"/><path d="${band}" fill="#111"/><path d="${body}" fill="${black}"/><path d="M96 126C110 124 128 130 134 140C124 156 108 164 96 166C92 152 92 138 96 126Z" fill="#f4f1e8"/><path d="${wing}" fill="${black}"/><path d="${wing}" fill="${sheen}"/><path d="${feathers}" stroke="#3c4654" stroke-width="2" fill="none" opacity="0.7"/><path d="${head}" fill="${black}"/><path d="${horn}" fill="${casque}"/><path d="${bill}" fill="${beak}"/><path d="M152 52C174 54 192 62 206 76" stroke="#c9a23a" stroke-width="1.5" fill="none" opacity="0.6"/><circle cx="140" cy="44" r="6" fill="#e0301e"/><circle cx="140" cy="44" r="2.8" fill="#111"/><circle cx="138.6" cy="42.6" r="1" fill="#fff"/><path d="M96 164l-6 16M106 162l2 18" stroke="#6b6257" stroke-width="5" stroke-linecap="round"/></g>`;
}

export interface OrchidColors {
  petal: string;
  edge: string;
  lip: string;
}

export const ORCHID_COLORS: readonly OrchidColors[] = [
  { petal: '#fbe3f0', edge: '#d9479a', lip: '#8c1a5a' },
  { petal: '#ffffff', edge: '#e7b6d6', lip: '#c2307a' },
  { petal: '#f6d6ff', edge: '#9a4cc9', lip: '#5a1f7a' },
  { petal: '#fff1c8', edge: '#f2a03a', lip: '#b8432a' },
];

/** Moth-orchid flower: three sepals, two broad petals and a darker lip. */
export function orchidFlower(
  doc: Doc,
  x: number,
  y: number,
  size: number,
  c: OrchidColors,
  rot = 0,
): string {
  const fill = radial(doc, [
    [0, lighten(c.petal, 0.6)],
    [0.55, c.petal],
    [1, c.edge],
  ]);
  const sepal = `M0 0C${n(size * 0.22)} ${n(-size * 0.25)} ${n(size * 0.18)} ${n(-size * 0.85)} 0 ${n(-size)}C${n(-size * 0.18)} ${n(-size * 0.85)} ${n(-size * 0.22)} ${n(-size * 0.25)} 0 0Z`;
  const petal = `M0 0C${n(size * 0.5)} ${n(-size * 0.15)} ${n(size * 0.55)} ${n(-size * 0.95)} 0 ${n(-size * 0.95)}C${n(-size * 0.55)} ${n(-size * 0.95)} ${n(-size * 0.5)} ${n(-size * 0.15)} 0 0Z`;
  const veins = `M0 0L0 ${n(-size * 0.8)}M0 0L${n(size * 0.15)} ${n(-size * 0.7)}M0 0L${n(-size * 0.15)} ${n(-size * 0.7)}`;
  let out = '';
  for (const a of [0, 130, 230])
    out += `<path d="${sepal}" transform="rotate(${a})" fill="${fill}"/>`;
  for (const a of [70, 290])
    out += `<path d="${petal}" transform="rotate(${a})" fill="${fill}"/><path d="${veins}" transform="rotate(${a})" stroke="${c.edge}" stroke-width="${n(size * 0.015)}" opacity="0.5" fill="none"/>`;
  const lip = `M0 ${n(size * 0.05)}C${n(size * 0.25)} ${n(size * 0.1)} ${n(size * 0.2)} ${n(size * 0.5)} 0 ${n(size * 0.55)}C${n(-size * 0.2)} ${n(size * 0.5)} ${n(-size * 0.25)} ${n(size * 0.1)} 0 ${n(size * 0.05)}Z`;
  out += `<path d="${lip}" fill="${c.lip}"/><ellipse cx="0" cy="${n(size * 0.08)}" rx="${n(size * 0.12)}" ry="${n(size * 0.1)}" fill="#f7d34a"/><circle cx="0" cy="${n(-size * 0.02)}" r="${n(size * 0.06)}" fill="#fff"/>`;
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(rot)})">${out}</g>`;
}

/** An arching orchid spray: stem, flowers shrinking towards the tip and a few buds. */
export function orchidSpray(
  doc: Doc,
  x: number,
  y: number,
  len: number,
  bend: number,
  size: number,
  c: OrchidColors,
  count = 6,
): string {
  const pts: Point[] = [];
  for (let i = 0; i <= 10; i++) {
    const t = i / 10;
    pts.push([x + len * t, y - len * 0.45 * Math.sin(t * Math.PI * 0.6) + bend * t * t * len]);
  }
  let out = `<path d="${smooth(pts)}" stroke="#3f5a2a" stroke-width="${n(size * 0.06)}" fill="none"/>`;
  for (let i = 0; i < count; i++) {
    const t = 0.25 + (i / count) * 0.72;
    const idx = Math.min(10, Math.round(t * 10));
    const [px, py] = pts[idx] ?? [x, y];
    const k = 1 - (i / count) * 0.45;
    if (i >= count - 2) {
      out += `<ellipse cx="${n(px)}" cy="${n(py + size * 0.15)}" rx="${n(size * 0.16)}" ry="${n(size * 0.22)}" fill="${mix(c.petal, '#9fc86a', 0.5)}"/>`;
    } else {
      out += orchidFlower(
        doc,
        px,
        py + size * 0.5 * k,
        size * k,
        c,
        (i % 2 === 0 ? -8 : 10) + doc.rng.range(-6, 6),
      );
    }
  }
  return out;
}

export function orchidLeaves(doc: Doc, x: number, y: number, size: number): string {
  const fill = linear(doc, [
    [0, '#4f8a3a'],
    [1, '#1f4a26'],
  ]);
  let out = '';
  for (const [a, l] of [
    [-160, 1],
    [-20, 0.95],
    [-120, 0.7],
    [-55, 0.75],
  ] as const) {
    const d = `M0 0C${n(size * l * 0.3)} ${n(-size * 0.22)} ${n(size * l * 0.8)} ${n(-size * 0.2)} ${n(size * l)} 0C${n(size * l * 0.8)} ${n(size * 0.16)} ${n(size * l * 0.3)} ${n(size * 0.16)} 0 0Z`;
    out += `<path d="${d}" transform="translate(${n(x)} ${n(y)}) rotate(${a})" fill="${fill}"/><path d="M0 0L${n(size * l * 0.95)} 0" transform="translate(${n(x)} ${n(y)}) rotate(${a})" stroke="${darken('#1f4a26', 0.2)}" stroke-width="2" opacity="0.5"/>`;
  }
  return out;
}

/** Soft out-of-focus circles: a cheap "shallow depth of field" background for close-ups. */
export function bokeh(
  doc: Doc,
  colors: readonly string[],
  count: number,
  rMin: number,
  rMax: number,
): string {
  const r = doc.rng;
  let out = '';
  for (let i = 0; i < count; i++) {
    const c = r.pick(colors);
    const fill = radial(doc, [
      [0, c, 0.55],
      [0.8, c, 0.35],
      [1, c, 0],
    ]);
    out += `<circle cx="${n(r.range(0, doc.w))}" cy="${n(r.range(0, doc.h))}" r="${n(r.range(rMin, rMax))}" fill="${fill}"/>`;
  }
  return out;
}

export function kayak(
  x: number,
  y: number,
  len: number,
  color: string,
  paddle = 0,
  dir = 1,
): string {
  const h = len * 0.09;
  const hull = `M${n(-len / 2)} 0Q0 ${n(h * 1.6)} ${n(len / 2)} 0Q0 ${n(-h * 0.5)} ${n(-len / 2)} 0Z`;
  const a = Math.sin(paddle * Math.PI * 2) * 0.5 + 0.6;
  const pl = len * 0.55;
  const px = Math.cos(a) * pl * 0.5;
  const py = Math.sin(a) * pl * 0.5;
  const body = `<path d="M${n(-len * 0.03)} ${n(-h * 0.2)}L${n(-len * 0.05)} ${n(-h * 2.6)}L${n(len * 0.05)} ${n(-h * 2.6)}L${n(len * 0.05)} ${n(-h * 0.2)}Z" fill="#f08c1a"/><circle cx="0" cy="${n(-h * 3.3)}" r="${n(h * 0.75)}" fill="#5a3a28"/><path d="M${n(-h * 0.8)} ${n(-h * 3.7)}Q0 ${n(-h * 4.6)} ${n(h * 0.8)} ${n(-h * 3.7)}Z" fill="#ffffff"/>`;
  const paddleLine = `<path d="M${n(-px)} ${n(-h * 1.8 + py)}L${n(px)} ${n(-h * 1.8 - py)}" stroke="#3a2a1a" stroke-width="${n(h * 0.25)}"/><ellipse cx="${n(-px)}" cy="${n(-h * 1.8 + py)}" rx="${n(h * 0.6)}" ry="${n(h * 0.25)}" fill="#222"/><ellipse cx="${n(px)}" cy="${n(-h * 1.8 - py)}" rx="${n(h * 0.6)}" ry="${n(h * 0.25)}" fill="#222"/>`;
  const wake = `<path d="M${n(-len * 0.5)} ${n(h * 0.6)}Q${n(-len * 0.9)} ${n(h * 0.9)} ${n(-len * 1.3)} ${n(h * 0.5)}M${n(-len * 0.45)} ${n(h * 0.9)}Q${n(-len * 0.8)} ${n(h * 1.6)} ${n(-len * 1.2)} ${n(h * 1.7)}" stroke="#ffffff" stroke-width="${n(h * 0.2)}" fill="none" opacity="0.6"/>`;
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${dir} 1)">${wake}<path d="${hull}" fill="${color}"/><path d="M${n(-len / 2)} 0Q0 ${n(-h * 0.5)} ${n(len / 2)} 0" stroke="${lighten(color, 0.4)}" stroke-width="${n(h * 0.2)}" fill="none"/>${body}${paddleLine}</g>`;
}
