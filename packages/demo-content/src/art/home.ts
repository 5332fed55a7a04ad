import { BRAND } from './palette.ts';
import { pictogram } from './pictograms.ts';
import {
  batikScarf,
  binoculars,
  emblem,
  hornbillPlush,
  postcards,
  toteBag,
  waterBottle,
} from './products.ts';
import { canopyWalk, vista } from './scenes.ts';
import {
  blur,
  createDoc,
  type Doc,
  darken,
  linear,
  n,
  nest,
  type Point,
  radial,
  render,
  smooth,
} from './svg.ts';

export function logo(): string {
  const doc = createDoc(256, 256, 'logo');
  const bg = radial(
    doc,
    [
      [0, '#16a884'],
      [1, BRAND.tealDark],
    ],
    0.35,
    0.3,
    0.8,
  );
  const hill = linear(doc, [
    [0, '#fff8ec'],
    [1, '#d8efe4'],
  ]);
  return render(doc, [
    `<circle cx="128" cy="128" r="124" fill="${bg}"/>`,
    `<circle cx="128" cy="128" r="112" fill="none" stroke="#fff8ec" stroke-width="3" opacity="0.5"/>`,
    `<circle cx="168" cy="92" r="20" fill="${BRAND.accent}"/>`,
    `<path d="M70 90a16 16 0 0 1 28 -10a20 20 0 0 1 36 6a13 13 0 0 1 -4 24h-56a12 12 0 0 1 -4 -20Z" fill="#ffffff" opacity="0.92"/>`,
    `<path d="M28 176Q80 104 124 136Q160 96 228 176Q180 214 128 214Q76 214 28 176Z" fill="${hill}"/>`,
    `<path d="M104 206Q112 150 170 134Q168 190 104 206Z" fill="${BRAND.accent}"/><path d="M108 202Q132 168 164 140" stroke="${darken(BRAND.accent, 0.25)}" stroke-width="3" fill="none"/>`,
  ]);
}

function qr(doc: Doc, x: number, y: number, size: number, color = '#1a1a1a'): string {
  const cells = 21;
  const c = size / cells;
  let d = '';
  const finder = (cx: number, cy: number) =>
    `M${n(x + cx * c)} ${n(y + cy * c)}h${n(7 * c)}v${n(7 * c)}h${n(-7 * c)}Z M${n(x + (cx + 1) * c)} ${n(y + (cy + 1) * c)}v${n(5 * c)}h${n(5 * c)}v${n(-5 * c)}Z M${n(x + (cx + 2) * c)} ${n(y + (cy + 2) * c)}h${n(3 * c)}v${n(3 * c)}h${n(-3 * c)}Z`;
  for (let i = 0; i < cells; i++) {
    for (let j = 0; j < cells; j++) {
      const inFinder = (i < 8 && j < 8) || (i > 12 && j < 8) || (i < 8 && j > 12);
      if (!inFinder && doc.rng.next() < 0.5)
        d += `M${n(x + i * c)} ${n(y + j * c)}h${n(c)}v${n(c)}h${n(-c)}Z`;
    }
  }
  return `<rect x="${n(x - c)}" y="${n(y - c)}" width="${n(size + 2 * c)}" height="${n(size + 2 * c)}" fill="#fff"/><path d="${d}${finder(0, 0)}${finder(14, 0)}${finder(0, 14)}" fill="${color}" fill-rule="evenodd"/>`;
}

function arrow(x: number, y: number): string {
  return `<path d="M${x - 24} ${y}H${x + 14}M${x + 2} ${y - 14}L${x + 18} ${y}L${x + 2} ${y + 14}" stroke="${BRAND.accent}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`;
}

export function experience(): string {
  const doc = createDoc(1080, 540, 'home-experience');
  const bg = linear(
    doc,
    [
      [0, '#f2f8f4'],
      [1, '#e2efe8'],
    ],
    0,
    0,
    1,
    1,
  );
  const card = (x: number, fill: string) =>
    `<rect x="${x + 4}" y="58" width="300" height="420" rx="28" fill="#0a3a2e" opacity="0.16" filter="${blur(doc, 10)}"/><rect x="${x}" y="50" width="300" height="420" rx="28" fill="${fill}"/>`;
  const c1 = linear(doc, [
    [0, '#fdf1de'],
    [1, '#f7d9b0'],
  ]);
  const c2 = linear(doc, [
    [0, '#dff3ec'],
    [1, '#b8e2d4'],
  ]);
  const phone = `<rect x="120" y="95" width="150" height="300" rx="22" fill="#1d2228"/><rect x="128" y="108" width="134" height="274" rx="14" fill="#f9fbfa"/><rect x="128" y="108" width="134" height="64" rx="14" fill="${BRAND.teal}"/><rect x="128" y="150" width="134" height="22" fill="${BRAND.teal}"/>${emblem(160, 140, 0.45, '#fff8ec', BRAND.accent)}<rect x="185" y="128" width="60" height="7" rx="3" fill="#fff" opacity="0.8"/><rect x="185" y="142" width="40" height="6" rx="3" fill="#fff" opacity="0.5"/>${qr(doc, 147, 196, 96)}<rect x="150" y="318" width="90" height="10" rx="5" fill="#cfd8d4"/><rect x="160" y="338" width="70" height="26" rx="13" fill="${BRAND.accent}"/><rect x="176" y="100" width="38" height="5" rx="2.5" fill="#3a4048"/>`;
  const scan = radial(doc, [
    [0, '#7dffc8', 0.7],
    [1, '#7dffc8', 0],
  ]);
  const gate = `<rect x="420" y="170" width="44" height="250" rx="8" fill="#3a4a52"/><rect x="656" y="170" width="44" height="250" rx="8" fill="#3a4a52"/><rect x="412" y="150" width="296" height="36" rx="10" fill="${BRAND.teal}"/><rect x="464" y="300" width="80" height="12" rx="6" fill="#8a969c"/><rect x="576" y="300" width="80" height="12" rx="6" fill="#8a969c"/><rect x="476" y="210" width="56" height="80" rx="10" fill="#1d2228"/><circle cx="504" cy="250" r="40" fill="${scan}"/><rect x="486" y="222" width="36" height="46" rx="4" fill="#0e1a16"/><path d="M492 245L502 256L518 234" stroke="#7dffc8" stroke-width="5" fill="none" stroke-linecap="round"/><g transform="rotate(-14 590 250)"><rect x="560" y="196" width="64" height="118" rx="12" fill="#1d2228"/><rect x="566" y="206" width="52" height="98" rx="7" fill="#fff"/>${qr(doc, 574, 232, 36)}</g><path d="M420 420H700" stroke="#8aa49a" stroke-width="6" stroke-linecap="round"/>`;
  const sceneDoc = createDoc(600, 840, 'exp-scene', 'x');
  const scene = nest(sceneDoc, canopyWalk(sceneDoc, {}), 0, 0, 300, 420);
  const clipId = 'exp-clip';
  doc.defs.push(
    `<clipPath id="${clipId}"><rect x="720" y="50" width="300" height="420" rx="28"/></clipPath>`,
  );
  const third = `<rect x="724" y="58" width="300" height="420" rx="28" fill="#0a3a2e" opacity="0.16" filter="${blur(doc, 10)}"/><g clip-path="url(#${clipId})"><g transform="translate(720 50)">${scene}</g></g>`;
  return render(doc, [
    `<rect width="1080" height="540" fill="${bg}"/>`,
    card(60, c1),
    phone,
    card(390, c2),
    gate,
    third,
    arrow(375, 260),
    arrow(705, 260),
    stepDots(),
  ]);
}

function stepDots(): string {
  return [210, 540, 870]
    .map(
      (x, i) =>
        `<circle cx="${x}" cy="500" r="18" fill="${i === 2 ? BRAND.accent : BRAND.teal}"/><circle cx="${x}" cy="500" r="7" fill="#fff"/>`,
    )
    .join('');
}

export function goodsFlatLay(): string {
  const doc = createDoc(1080, 540, 'home-goods');
  const linen = radial(
    doc,
    [
      [0, '#f7f1e6'],
      [1, '#e6dccb'],
    ],
    0.5,
    0.4,
    0.8,
  );
  let weave = '';
  for (let i = 0; i < 1080; i += 6) weave += `M${i} 0V540`;
  const shadowId = 'goods-shadow';
  doc.defs.push(
    `<filter id="${shadowId}" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur in="SourceAlpha" stdDeviation="9"/><feOffset dx="8" dy="12"/><feComponentTransfer><feFuncA type="linear" slope="0.3"/></feComponentTransfer><feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>`,
  );
  const place = (draw: (d: Doc) => string, x: number, y: number, s: number, rot: number) =>
    `<g transform="translate(${x} ${y}) rotate(${rot}) scale(${s}) translate(-300 -300)">${draw(doc)}</g>`;
  const leaves = [
    [40, 40, 30],
    [1040, 500, 200],
    [1050, 60, 140],
    [30, 510, -60],
  ]
    .map(
      ([x = 0, y = 0, a = 0]) =>
        `<g transform="translate(${x} ${y}) rotate(${a})"><path d="M0 0Q60 -50 150 0Q60 50 0 0Z" fill="#3a8a4a"/><path d="M0 0L150 0" stroke="#6ab86a" stroke-width="2"/></g>`,
    )
    .join('');
  return render(doc, [
    `<rect width="1080" height="540" fill="${linen}"/>`,
    `<path d="${weave}" stroke="#d8cbb4" stroke-width="1" opacity="0.35"/>`,
    leaves,
    // One drop-shadow filter over the whole arrangement: filters are the costly part to render.
    `<g filter="url(#${shadowId})">`,
    place(batikScarf, 250, 300, 0.6, -8),
    place(postcards, 560, 140, 0.52, 6),
    place(hornbillPlush, 560, 380, 0.55, 0),
    place(waterBottle, 830, 260, 0.7, 28),
    place(binoculars, 960, 400, 0.4, -20),
    place(toteBag, 120, 120, 0.4, -14),
    '</g>',
  ]);
}

export function ticketTile(night: boolean): string {
  const doc = createDoc(540, 540, night ? 'ticket-tile-night' : 'ticket-tile-day');
  if (night) {
    return render(doc, vista(doc, { time: 'night', sunX: 0.7, sunY: 0.25, frame: 'left' }));
  }
  return render(
    doc,
    vista(doc, {
      time: 'day',
      sunX: 0.75,
      sunY: 0.2,
      peaks: [{ u: 0.35, h: 70, w: 0.1 }],
      frame: 'right',
    }),
  );
}

/** Hand-drawn style park map: terrain, river, trails and zone badges (pictograms only). */
export function parkMap(): string {
  const doc = createDoc(1080, 1350, 'home-map');
  const r = doc.rng;
  const land = linear(doc, [
    [0, '#cfe0bf'],
    [0.5, '#dfe9c8'],
    [1, '#e9e6c4'],
  ]);
  const body: string[] = [`<rect width="1080" height="1350" fill="${land}"/>`];
  let mounts = '';
  for (let i = 0; i < 9; i++) {
    const x = 60 + i * 125 + r.range(-20, 20);
    const y = 170 + r.range(-30, 40);
    const s = r.range(90, 150);
    mounts += `<path d="M${n(x - s)} ${n(y + s * 0.5)}L${n(x)} ${n(y - s * 0.55)}L${n(x + s)} ${n(y + s * 0.5)}Z" fill="#9ab88a"/><path d="M${n(x)} ${n(y - s * 0.55)}L${n(x + s)} ${n(y + s * 0.5)}L${n(x + s * 0.15)} ${n(y + s * 0.5)}Z" fill="#7a9a70"/><path d="M${n(x - s * 0.22)} ${n(y - s * 0.3)}L${n(x)} ${n(y - s * 0.55)}L${n(x + s * 0.25)} ${n(y - s * 0.3)}Z" fill="#f4f1e4"/>`;
  }
  body.push(mounts);
  const lake = radial(doc, [
    [0, '#bfe6ee'],
    [1, '#7cc4d4'],
  ]);
  const riverPts: Point[] = [
    [860, 250],
    [800, 420],
    [640, 520],
    [700, 700],
    [520, 820],
    [380, 900],
    [300, 1040],
  ];
  body.push(
    `<path d="${smooth(riverPts)}" stroke="#7cc4d4" stroke-width="46" fill="none" stroke-linecap="round"/><path d="${smooth(riverPts)}" stroke="#bfe6ee" stroke-width="18" fill="none" stroke-linecap="round" opacity="0.7"/>`,
  );
  const shore: Point[] = Array.from({ length: 12 }, (_, i) => {
    const a = (i / 12) * Math.PI * 2;
    const k = r.range(0.85, 1.1);
    return [250 + Math.cos(a) * 170 * k, 1100 + Math.sin(a) * 90 * k];
  });
  body.push(`<path d="${smooth(shore, true)}" fill="${lake}" stroke="#e9f4e0" stroke-width="8"/>`);
  body.push(`<path d="M850 200L870 260" stroke="#fff" stroke-width="16" stroke-linecap="round"/>`);
  let trees = '';
  for (let i = 0; i < 260; i++) {
    const x = r.range(20, 1060);
    const y = r.range(300, 1320);
    if (Math.hypot(x - 250, y - 1100) < 200) continue;
    const s = r.range(10, 20);
    const c = r.pick(['#4f8a4a', '#3f7a42', '#5e9a50', '#2f6a3a']);
    trees += `<ellipse cx="${n(x + 3)}" cy="${n(y + s * 0.8)}" rx="${n(s)}" ry="${n(s * 0.35)}" fill="#000" opacity="0.12"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(s)}" fill="${c}"/><circle cx="${n(x - s * 0.3)}" cy="${n(y - s * 0.3)}" r="${n(s * 0.45)}" fill="#fff" opacity="0.15"/>`;
  }
  body.push(trees);
  const zones: [string, number, number, string][] = [
    ['gate', 540, 1250, BRAND.accent],
    ['food', 300, 1240, '#e0453a'],
    ['shop', 800, 1220, '#c0508a'],
    ['bike', 720, 1060, '#2f7fc8'],
    ['kayak', 440, 900, '#2f7fc8'],
    ['orchid', 200, 760, '#c0508a'],
    ['bridge', 820, 820, BRAND.teal],
    ['hornbill', 380, 600, BRAND.teal],
    ['waterfall', 900, 420, '#2f7fc8'],
    ['night', 150, 470, '#3a3a7a'],
    ['cablecar', 600, 560, BRAND.teal],
    ['summit', 560, 150, '#7a5a3a'],
  ];
  const trail: Point[] = [
    [540, 1250],
    [620, 1140],
    [720, 1060],
    [560, 960],
    [440, 900],
    [300, 820],
    [200, 760],
    [260, 650],
    [380, 600],
    [600, 560],
    [760, 640],
    [820, 820],
  ];
  body.push(
    `<path d="${smooth(trail)}" stroke="#fff6e0" stroke-width="16" fill="none" stroke-linecap="round"/><path d="${smooth(trail)}" stroke="#b8945a" stroke-width="5" fill="none" stroke-dasharray="14 12" stroke-linecap="round"/>`,
  );
  body.push(
    `<path d="M300 1240Q420 1300 540 1250Q680 1290 800 1220M600 560Q750 420 900 420M380 600Q220 560 150 470" stroke="#b8945a" stroke-width="5" fill="none" stroke-dasharray="14 12"/>`,
  );
  body.push(
    `<path d="M600 560L560 150" stroke="#3b4048" stroke-width="4" stroke-dasharray="2 10" stroke-linecap="round"/>`,
  );
  for (const [name, x, y, color] of zones) {
    body.push(
      `<ellipse cx="${x + 4}" cy="${y + 40}" rx="36" ry="10" fill="#000" opacity="0.15"/><circle cx="${x}" cy="${y}" r="44" fill="#fff"/><circle cx="${x}" cy="${y}" r="37" fill="${color}"/>${pictogram(name, x, y, 44)}`,
    );
  }
  body.push(compass(980, 1250));
  body.push(
    `<rect x="8" y="8" width="1064" height="1334" rx="24" fill="none" stroke="${BRAND.tealDark}" stroke-width="6" opacity="0.5"/>`,
  );
  return render(doc, body);
}

function compass(x: number, y: number): string {
  return `<g transform="translate(${x} ${y})"><circle r="46" fill="#fff8ec" stroke="#7a5a3a" stroke-width="3"/><path d="M0 -38L10 0L0 38L-10 0Z" fill="#7a5a3a"/><path d="M0 -38L10 0L-10 0Z" fill="${BRAND.accent}"/><circle r="5" fill="#fff8ec"/></g>`;
}
