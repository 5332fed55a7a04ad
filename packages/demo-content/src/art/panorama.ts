import { backdrop, wrapAround } from './backdrop.ts';
import { gate, lanterns, waterfall } from './features.ts';
import { canopy } from './landscape.ts';
import {
  blur,
  createDoc,
  type Doc,
  darken,
  lighten,
  linear,
  mix,
  n,
  type Point,
  render,
} from './svg.ts';

/**
 * Equirectangular 360° views: x is longitude (centre = straight ahead), y is latitude with the
 * horizon at mid-height. Everything is periodic in x so the left and right edges meet cleanly.
 */
const W = 2048;
const H = 1024;
const HZ = H / 2;

/** y of a straight floor edge running forwards, `ratio` = eye height ÷ lateral distance. */
function floorEdge(x: number, ratio: number): number {
  const phi = (x / W) * Math.PI * 2 - Math.PI;
  return HZ + HZ * (2 / Math.PI) * Math.atan(ratio * Math.abs(Math.sin(phi)));
}

function curve(ratio: number, step = 8): Point[] {
  const pts: Point[] = [];
  for (let x = 0; x <= W; x += step) pts.push([x, floorEdge(x, ratio)]);
  return pts;
}

function line(pts: readonly Point[]): string {
  return pts.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${n(x)} ${n(y)}`).join('');
}

function sceneDoc(name: string): Doc {
  return createDoc(W, H, name);
}

export function entrancePlaza(): string {
  const doc = sceneDoc('pano-entrance-plaza');
  const { pal, layers } = backdrop(doc, {
    time: 'day',
    horizon: HZ - 20,
    sun: [W * 0.3, H * 0.16, 40],
    hills: 2,
    hillTop: HZ,
    cloudCount: 9,
    mistLevel: 0.5,
    seamless: true,
  });
  const paving = linear(doc, [
    [0, '#d9cbb0'],
    [1, '#b8a482'],
  ]);
  let joints = '';
  for (let k = 1; k < 14; k++) {
    const y = HZ + 20 + (H - HZ) * (1 - 1 / (1 + k * 0.35)) * 1.3;
    if (y < H) joints += `M0 ${n(y)}H${W}`;
  }
  for (let x = 16; x < W; x += 32) joints += `M${x} ${HZ + 24}V${H}`;
  layers.push(
    `<rect y="${HZ + 14}" width="${W}" height="${H - HZ}" fill="${paving}"/><path d="${joints}" stroke="#9a8868" stroke-width="1.5" opacity="0.5"/>`,
  );
  layers.push(
    `<rect y="${HZ + 4}" width="${W}" height="16" fill="${mix(pal.near, '#6fa84a', 0.5)}"/>`,
  );
  layers.push(gate(doc, W * 0.5, HZ + 22, 300, '#7a4a2a', '#8a3a22'));
  const kiosk = (x: number, roof: string) =>
    `<rect x="${x - 90}" y="${HZ - 70}" width="180" height="92" fill="#f3ead8"/><rect x="${x - 70}" y="${HZ - 46}" width="140" height="44" fill="#5a4a3a"/><path d="M${x - 110} ${HZ - 66}L${x} ${HZ - 130}L${x + 110} ${HZ - 66}Z" fill="${roof}"/><path d="M${x - 90} ${HZ - 60}h180" stroke="${lighten(roof, 0.3)}" stroke-width="6" stroke-dasharray="20 10"/>`;
  const props = `${kiosk(W * 0.22, '#0f8a6c')}${kiosk(W * 0.78, '#f08c1a')}${planters(doc)}`;
  layers.push(wrapAround(doc, props));
  layers.push(
    lanterns(
      doc,
      [
        [W * 0.4, HZ - 40],
        [W * 0.6, HZ - 40],
        [W * 0.1, HZ - 30],
        [W * 0.9, HZ - 30],
      ],
      6,
    ),
  );
  return render(doc, layers);
}

function planters(doc: Doc): string {
  const r = doc.rng;
  let out = '';
  for (let i = 0; i < 10; i++) {
    const x = (i + 0.5) * (W / 10) + 40;
    const s = r.range(40, 60);
    const y = HZ + 20;
    out += `<rect x="${n(x - s * 0.5)}" y="${n(y - s * 0.4)}" width="${n(s)}" height="${n(s * 0.5)}" rx="6" fill="#a8683a"/><path d="M${n(x)} ${n(y - s * 0.4)}L${n(x)} ${n(y - s * 2.2)}" stroke="#6a4a2a" stroke-width="5"/>`;
    for (let k = 0; k < 7; k++) {
      const a = -Math.PI / 2 + (k - 3) * 0.45;
      out += `<path d="M${n(x)} ${n(y - s * 2.2)}Q${n(x + Math.cos(a) * s * 0.6)} ${n(y - s * 2.2 + Math.sin(a) * s * 0.9)} ${n(x + Math.cos(a) * s * 1.2)} ${n(y - s * 2.2 + Math.sin(a) * s * 0.2 + s * 0.5)}" stroke="#2f7a3a" stroke-width="9" fill="none" stroke-linecap="round"/>`;
    }
  }
  return out;
}

export function canopyWalkPano(): string {
  const doc = sceneDoc('pano-canopy-walk');
  const { pal, layers } = backdrop(doc, {
    time: 'golden',
    horizon: HZ - 40,
    sun: [W * 0.62, H * 0.3, 34],
    hills: 2,
    hillTop: HZ + 40,
    cloudCount: 8,
    mistLevel: 0.55,
    seamless: true,
  });
  layers.push(
    canopy(doc, {
      base: HZ + 160,
      amp: 60,
      rMin: 40,
      rMax: 90,
      color: pal.near,
      light: pal.light,
      shade: pal.shade,
      detail: 1,
      lightX: W * 0.62,
    }),
  );
  const deckEdge = curve(2.7);
  const rail = curve(1.0);
  const plank = linear(doc, [
    [0, '#8a5a34'],
    [1, '#5a3a20'],
  ]);
  const deckShape = `${line(deckEdge)}L${W} ${H}L0 ${H}Z`;
  let planks = '';
  for (let k = 1; k < 40; k++) {
    const y = HZ + HZ * (2 / Math.PI) * Math.atan(k * 0.15);
    planks += `M0 ${n(y)}H${W}`;
  }
  let hangers = '';
  for (let t = -14; t <= 14; t++) {
    if (t === 0) continue;
    const phi = Math.atan2(1, t * 0.5);
    for (const side of [1, -1]) {
      const x = ((side * phi + Math.PI) / (Math.PI * 2)) * W;
      hangers += `M${n(x)} ${n(floorEdge(x, 1.0))}L${n(x)} ${n(floorEdge(x, 2.7))}`;
    }
  }
  layers.push(
    `<path d="${deckShape}" fill="${plank}"/><path d="${planks}" stroke="#3a2412" stroke-width="2" opacity="0.6" clip-path="url(#deck-clip)"/>`,
  );
  doc.defs.push(`<clipPath id="deck-clip"><path d="${deckShape}"/></clipPath>`);
  layers.push(
    `<path d="${hangers}" stroke="#c9a878" stroke-width="3"/><path d="${line(rail)}" stroke="#c9a878" stroke-width="6" fill="none"/><path d="${line(curve(0.4))}" stroke="#c9a878" stroke-width="3" fill="none" opacity="0.8"/>`,
  );
  const tree = (x: number) =>
    `<path d="M${x - 26} ${HZ + 30}L${x - 14} ${HZ - 260}L${x + 14} ${HZ - 260}L${x + 26} ${HZ + 30}Z" fill="${darken(pal.near, 0.3)}"/><ellipse cx="${x}" cy="${HZ - 270}" rx="160" ry="60" fill="${pal.near}"/><ellipse cx="${x + 20}" cy="${HZ - 290}" rx="110" ry="36" fill="${mix(pal.near, pal.light, 0.3)}"/><rect x="${x - 60}" y="${HZ + 6}" width="120" height="10" fill="#6a4424"/>`;
  layers.push(wrapAround(doc, `${tree(W * 0.5)}${tree(0)}`));
  return render(doc, layers);
}

export function waterfallPool(): string {
  const doc = sceneDoc('pano-waterfall-pool');
  const { pal, layers } = backdrop(doc, {
    time: 'day',
    horizon: HZ - 60,
    sun: [W * 0.75, H * 0.18, 36],
    hills: 2,
    hillTop: HZ - 10,
    cloudCount: 8,
    mistLevel: 0.5,
    seamless: true,
  });
  layers.push(
    waterfall(doc, {
      x: W * 0.5,
      top: H * 0.2,
      bottom: HZ + 10,
      width: 120,
      spread: 1.6,
      rock: mix('#5d6a5f', pal.near, 0.3),
      vegetation: pal.near,
      light: pal.light,
    }),
  );
  const water = linear(doc, [
    [0, lighten(pal.water, 0.25)],
    [0.5, pal.water],
    [1, pal.waterDeep],
  ]);
  layers.push(`<rect y="${HZ + 4}" width="${W}" height="${H - HZ}" fill="${water}"/>`);
  layers.push(
    `<ellipse cx="${W * 0.5}" cy="${HZ + 20}" rx="260" ry="30" fill="#ffffff" opacity="0.5" filter="${blur(doc, 12)}"/>`,
  );
  const r = doc.rng;
  let ripples = '';
  for (let i = 0; i < 70; i++) {
    const y = HZ + 10 + (H - HZ) * r.next() ** 1.5;
    const k = (y - HZ) / (H - HZ);
    ripples += `<ellipse cx="${n(r.range(0, W))}" cy="${n(y)}" rx="${n(30 + k * 160)}" ry="${n(2 + k * 10)}" fill="none" stroke="#ffffff" stroke-width="${n(1 + k * 2)}" opacity="${n(0.2 + 0.3 * (1 - k))}"/>`;
  }
  layers.push(wrapAround(doc, ripples));
  let shore = '';
  for (let i = 0; i < 26; i++) {
    const x = r.range(0, W);
    const y = HZ + 8 + r.range(0, 40);
    const s = r.range(20, 60);
    if (Math.abs(x - W * 0.5) < 200) continue;
    shore += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(s)}" ry="${n(s * 0.4)}" fill="${mix('#6b7068', '#3a4a3a', r.next())}"/><ellipse cx="${n(x - s * 0.2)}" cy="${n(y - s * 0.2)}" rx="${n(s * 0.5)}" ry="${n(s * 0.1)}" fill="#7aa050" opacity="0.6"/>`;
  }
  layers.push(wrapAround(doc, shore));
  const pebbles = linear(doc, [
    [0, '#a89a84', 0],
    [0.4, '#a89a84'],
    [1, '#7a6e5c'],
  ]);
  layers.push(`<rect y="${H - 170}" width="${W}" height="170" fill="${pebbles}"/>`);
  let stones = '';
  for (let i = 0; i < 220; i++) {
    const y = H - r.range(0, 120);
    stones += `<ellipse cx="${n(r.range(0, W))}" cy="${n(y)}" rx="${n(r.range(6, 22))}" ry="${n(r.range(4, 9))}" fill="${r.pick(['#c9bba2', '#8a7e6a', '#b0a48c', '#6a604e'])}"/>`;
  }
  layers.push(wrapAround(doc, stones));
  return render(doc, layers);
}
