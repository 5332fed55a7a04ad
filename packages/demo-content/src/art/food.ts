import type { Rng } from './rng.ts';
import {
  blur,
  createDoc,
  type Doc,
  darken,
  lighten,
  linear,
  mix,
  n,
  radial,
  render,
} from './svg.ts';

/** Dishes are shot from above on a warm timber table, like a food-court menu photo. */
function table(doc: Doc, wood: string): string {
  const { w, h } = doc;
  const r = doc.rng;
  let planks = '';
  for (let i = 0; i < 5; i++) {
    const y = (i * h) / 5;
    const c = mix(wood, r.pick(['#000000', '#ffffff']), r.range(0, 0.08));
    planks += `<rect y="${n(y)}" width="${w}" height="${n(h / 5)}" fill="${c}"/><path d="M0 ${n(y)}L${w} ${n(y)}" stroke="${darken(wood, 0.35)}" stroke-width="3"/>`;
    for (let g = 0; g < 6; g++) {
      const gy = y + r.range(6, h / 5 - 6);
      planks += `<path d="M0 ${n(gy)}Q${n(w * 0.3)} ${n(gy + r.range(-6, 6))} ${n(w * 0.6)} ${n(gy)}T${w} ${n(gy + r.range(-4, 4))}" stroke="${darken(wood, 0.2)}" stroke-width="${n(r.range(0.8, 2))}" fill="none" opacity="0.5"/>`;
    }
  }
  const vignette = radial(doc, [
    [0.5, '#000', 0],
    [1, '#000', 0.35],
  ]);
  return `${planks}<rect width="${w}" height="${h}" fill="${vignette}"/>`;
}

function plate(doc: Doc, cx: number, cy: number, r: number, color = '#fbfaf6'): string {
  const rim = radial(doc, [
    [0.78, color],
    [0.86, darken(color, 0.08)],
    [0.95, color],
    [1, darken(color, 0.15)],
  ]);
  return `<circle cx="${n(cx + r * 0.04)}" cy="${n(cy + r * 0.07)}" r="${n(r)}" fill="#000" opacity="0.3" filter="${blur(doc, 8)}"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${rim}"/>`;
}

function bowl(
  doc: Doc,
  cx: number,
  cy: number,
  r: number,
  inside: string,
  color = '#f6f3ec',
): string {
  const rimFill = linear(
    doc,
    [
      [0, lighten(color, 0.5)],
      [1, darken(color, 0.2)],
    ],
    0,
    0,
    1,
    1,
  );
  return `<circle cx="${n(cx + r * 0.05)}" cy="${n(cy + r * 0.08)}" r="${n(r)}" fill="#000" opacity="0.3" filter="${blur(doc, 8)}"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${rimFill}"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.86)}" fill="${inside}"/>`;
}

function scatter(
  r: Rng,
  count: number,
  cx: number,
  cy: number,
  rad: number,
  item: (x: number, y: number, a: number) => string,
): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const a = r.range(0, Math.PI * 2);
    const d = Math.sqrt(r.next()) * rad;
    out += item(cx + Math.cos(a) * d, cy + Math.sin(a) * d, r.range(0, 180));
  }
  return out;
}

function leaf(doc: Doc, cx: number, cy: number, len: number, rot: number, color: string): string {
  const fill = linear(
    doc,
    [
      [0, lighten(color, 0.2)],
      [1, darken(color, 0.2)],
    ],
    0,
    0,
    1,
    1,
  );
  let veins = '';
  for (let i = 1; i < 9; i++) {
    const x = -len / 2 + (i * len) / 9;
    veins += `M${n(x)} 0l${n(len * 0.05)} ${n(-len * 0.16)}M${n(x)} 0l${n(len * 0.05)} ${n(len * 0.16)}`;
  }
  return `<g transform="translate(${n(cx)} ${n(cy)}) rotate(${n(rot)})"><path d="M${n(-len / 2)} 0Q0 ${n(-len * 0.34)} ${n(len / 2)} 0Q0 ${n(len * 0.34)} ${n(-len / 2)} 0Z" fill="${fill}"/><path d="M${n(-len / 2)} 0L${n(len / 2)} 0${veins}" stroke="${lighten(color, 0.35)}" stroke-width="2" opacity="0.5" fill="none"/></g>`;
}

function cucumber(doc: Doc, x: number, y: number, r: number): string {
  const fill = radial(doc, [
    [0, '#f2f7d8'],
    [0.7, '#d4e8a8'],
    [0.85, '#9fc86a'],
    [1, '#2f6a2a'],
  ]);
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${fill}"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.3)}" fill="#e6efc8"/>`;
}

function egg(doc: Doc, x: number, y: number, r: number, rot: number): string {
  const yolk = radial(doc, [
    [0, '#ffcf3a'],
    [1, '#f09a18'],
  ]);
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(rot)})"><ellipse rx="${n(r * 1.25)}" ry="${n(r)}" fill="#fffdf4"/><ellipse rx="${n(r * 1.25)}" ry="${n(r)}" fill="none" stroke="#e8e2d0" stroke-width="3"/><circle cx="${n(r * 0.1)}" r="${n(r * 0.55)}" fill="${yolk}"/></g>`;
}

function sambal(doc: Doc, x: number, y: number, r: number): string {
  const fill = radial(doc, [
    [0, '#d8461e'],
    [0.7, '#a8281a'],
    [1, '#7a1a10'],
  ]);
  let bits = '';
  for (let i = 0; i < 10; i++) {
    const a = (i / 10) * Math.PI * 2;
    bits += `<circle cx="${n(x + Math.cos(a) * r * 0.5)}" cy="${n(y + Math.sin(a) * r * 0.5)}" r="${n(r * 0.15)}" fill="#e85a2a" opacity="0.7"/>`;
  }
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${fill}"/>${bits}<ellipse cx="${n(x - r * 0.3)}" cy="${n(y - r * 0.35)}" rx="${n(r * 0.3)}" ry="${n(r * 0.12)}" fill="#fff" opacity="0.45"/>`;
}

const nasiLemak = (doc: Doc): string[] => {
  const r = doc.rng;
  const rice = radial(
    doc,
    [
      [0, '#ffffff'],
      [0.8, '#f6f1e4'],
      [1, '#e2d9c2'],
    ],
    0.4,
    0.4,
    0.6,
  );
  const grains = scatter(
    r,
    140,
    270,
    280,
    95,
    (x, y, a) =>
      `<ellipse cx="${n(x)}" cy="${n(y)}" rx="6" ry="2.4" transform="rotate(${n(a)} ${n(x)} ${n(y)})" fill="#fff" stroke="#e6dfcc" stroke-width="0.8"/>`,
  );
  const anchovies = scatter(
    r,
    16,
    420,
    220,
    45,
    (x, y, a) =>
      `<path d="M${n(x - 14)} ${n(y)}Q${n(x)} ${n(y - 6)} ${n(x + 14)} ${n(y)}Q${n(x)} ${n(y + 4)} ${n(x - 14)} ${n(y)}Z" fill="#c9802a" stroke="#8a4a12" stroke-width="1" transform="rotate(${n(a)} ${n(x)} ${n(y)})"/>`,
  );
  const peanuts = scatter(
    r,
    20,
    420,
    350,
    40,
    (x, y, a) =>
      `<ellipse cx="${n(x)}" cy="${n(y)}" rx="8" ry="5.5" fill="#d9a05a" stroke="#a86a2a" stroke-width="1" transform="rotate(${n(a)} ${n(x)} ${n(y)})"/>`,
  );
  return [
    table(doc, '#8a5a36'),
    plate(doc, 300, 300, 245),
    leaf(doc, 300, 300, 500, -30, '#2f7a3a'),
    `<circle cx="270" cy="280" r="105" fill="${rice}"/>`,
    grains,
    sambal(doc, 320, 415, 52),
    egg(doc, 185, 420, 38, 20),
    egg(doc, 240, 455, 38, -10),
    anchovies,
    peanuts,
    cucumber(doc, 150, 230, 30),
    cucumber(doc, 175, 185, 30),
    cucumber(doc, 215, 160, 30),
  ];
};

const satay = (doc: Doc): string[] => {
  const meat = radial(
    doc,
    [
      [0, '#c8702a'],
      [0.7, '#9a4a1a'],
      [1, '#5a2a0a'],
    ],
    0.4,
    0.4,
    0.6,
  );
  let sticks = '';
  for (let i = 0; i < 6; i++) {
    const y = 150 + i * 46;
    sticks += `<g transform="rotate(-18 300 ${y})"><path d="M90 ${y}L520 ${y}" stroke="#d8b07a" stroke-width="6" stroke-linecap="round"/>`;
    for (let k = 0; k < 4; k++) {
      const x = 170 + k * 52 + (i % 2) * 8;
      sticks += `<path d="M${x - 24} ${y - 16}Q${x} ${y - 22} ${x + 24} ${y - 15}Q${x + 28} ${y} ${x + 22} ${y + 15}Q${x} ${y + 20} ${x - 22} ${y + 16}Q${x - 28} ${y} ${x - 24} ${y - 16}Z" fill="${meat}"/><path d="M${x - 14} ${y - 8}l10 4M${x + 4} ${y + 4}l12 -3" stroke="#3a1a08" stroke-width="3" opacity="0.6"/><ellipse cx="${x - 6}" cy="${y - 9}" rx="10" ry="3" fill="#ffd08a" opacity="0.4"/>`;
    }
    sticks += '</g>';
  }
  const sauce = radial(doc, [
    [0, '#d89a4a'],
    [1, '#9a5a1a'],
  ]);
  let ketupat = '';
  for (const [x, y] of [
    [90, 500],
    [150, 530],
  ] as const) {
    ketupat += `<rect x="${x - 28}" y="${y - 28}" width="56" height="56" rx="6" fill="#f6f2e2" transform="rotate(15 ${x} ${y})"/><rect x="${x - 28}" y="${y - 28}" width="56" height="56" rx="6" fill="none" stroke="#8ab85a" stroke-width="5" transform="rotate(15 ${x} ${y})"/>`;
  }
  return [
    table(doc, '#6a4a30'),
    `<ellipse cx="300" cy="310" rx="270" ry="220" fill="#000" opacity="0.3" filter="${blur(doc, 8)}"/><ellipse cx="300" cy="300" rx="270" ry="220" fill="#f6f3ea"/><ellipse cx="300" cy="300" rx="240" ry="192" fill="#ffffff"/>`,
    leaf(doc, 300, 300, 430, -18, '#3a8a3a'),
    sticks,
    bowl(doc, 470, 470, 80, sauce, '#2f5a8a'),
    `<path d="M440 460q20 -16 40 0q-16 18 -40 0" fill="#e0b06a" opacity="0.7"/>`,
    ketupat,
    cucumber(doc, 230, 520, 26),
    cucumber(doc, 280, 540, 26),
    `<path d="M330 520l30 -10l6 26l-28 8z" fill="#d8b8e0" stroke="#a070b0" stroke-width="2"/>`,
  ];
};

const cendol = (doc: Doc): string[] => {
  const r = doc.rng;
  const ice = radial(
    doc,
    [
      [0, '#fffdf6'],
      [0.7, '#f0e8dc'],
      [1, '#e0d2be'],
    ],
    0.45,
    0.4,
    0.6,
  );
  let jelly = '';
  for (let i = 0; i < 34; i++) {
    const x = r.range(180, 420);
    const y = r.range(180, 420);
    if (Math.hypot(x - 300, y - 300) > 120) continue;
    const a = r.range(0, 180);
    jelly += `<path d="M${n(x - 16)} ${n(y)}q8 -8 16 0t16 0" stroke="#3aa84a" stroke-width="8" stroke-linecap="round" fill="none" transform="rotate(${n(a)} ${n(x)} ${n(y)})"/>`;
  }
  const beans = scatter(
    r,
    22,
    300,
    300,
    110,
    (x, y) =>
      `<ellipse cx="${n(x)}" cy="${n(y)}" rx="8" ry="6" fill="#7a2a2a"/><ellipse cx="${n(x - 2)}" cy="${n(y - 2)}" rx="3" ry="1.5" fill="#fff" opacity="0.4"/>`,
  );
  const syrup = `<path d="M210 240Q260 200 320 236T400 270Q380 330 330 300T230 330Q190 290 210 240Z" fill="#6a3410" opacity="0.75"/><path d="M250 380Q290 350 340 370" stroke="#5a2a08" stroke-width="10" fill="none" opacity="0.7" stroke-linecap="round"/>`;
  return [
    table(doc, '#a87a4a'),
    `<circle cx="300" cy="300" r="240" fill="#d6ede6"/>`,
    bowl(doc, 300, 300, 190, '#f6eddc', '#e8f2f6'),
    `<circle cx="300" cy="300" r="150" fill="${ice}"/>`,
    syrup,
    jelly,
    beans,
    `<ellipse cx="240" cy="220" rx="40" ry="14" fill="#fff" opacity="0.5" transform="rotate(-30 240 220)"/>`,
    `<path d="M470 470L560 560" stroke="#c9ced2" stroke-width="18" stroke-linecap="round"/><ellipse cx="455" cy="455" rx="30" ry="20" fill="#dfe4e8" transform="rotate(45 455 455)"/>`,
  ];
};

const rotiCanai = (doc: Doc): string[] => {
  const r = doc.rng;
  const roti = radial(
    doc,
    [
      [0, '#f6d08a'],
      [0.6, '#e8b060'],
      [1, '#c8863a'],
    ],
    0.45,
    0.45,
    0.6,
  );
  let flakes = '';
  for (let i = 0; i < 26; i++) {
    const a = r.range(0, Math.PI * 2);
    const d = r.range(20, 140);
    const x = 250 + Math.cos(a) * d;
    const y = 300 + Math.sin(a) * d;
    flakes += `<path d="M${n(x - 20)} ${n(y)}Q${n(x)} ${n(y - 12)} ${n(x + 22)} ${n(y + 2)}" stroke="${r.pick(['#fff1c8', '#b8742a', '#d89a4a'])}" stroke-width="${n(r.range(2, 5))}" fill="none" transform="rotate(${n(r.range(0, 180))} ${n(x)} ${n(y)})" stroke-linecap="round"/>`;
  }
  let spots = '';
  for (let i = 0; i < 18; i++) {
    spots += `<circle cx="${n(r.range(140, 360))}" cy="${n(r.range(200, 400))}" r="${n(r.range(4, 10))}" fill="#a0601a" opacity="0.5"/>`;
  }
  const dhal = radial(doc, [
    [0, '#f6d24a'],
    [1, '#d8a020'],
  ]);
  const curry = radial(doc, [
    [0, '#e86a2a'],
    [1, '#a83a10'],
  ]);
  return [
    table(doc, '#7a5234'),
    plate(doc, 300, 300, 260, '#e8eef0'),
    `<path d="M120 300Q110 170 250 160Q390 170 380 300Q390 430 250 440Q110 430 120 300Z" fill="${roti}"/>`,
    `<path d="M130 300Q250 260 370 300L380 330Q250 290 125 330Z" fill="#a86a2a" opacity="0.35"/>`,
    spots,
    flakes,
    bowl(doc, 455, 200, 78, dhal, '#c9ced2'),
    bowl(doc, 460, 410, 78, curry, '#c9ced2'),
    `<circle cx="440" cy="190" r="10" fill="#7a9a2a"/><circle cx="470" cy="215" r="8" fill="#e84a2a"/><circle cx="470" cy="390" r="12" fill="#f0d090" opacity="0.8"/><circle cx="440" cy="420" r="9" fill="#f0d090" opacity="0.8"/>`,
  ];
};

const tehTarik = (doc: Doc): string[] => {
  const { w, h } = doc;
  const wall = radial(
    doc,
    [
      [0, '#fbe6c8'],
      [1, '#d89a5a'],
    ],
    0.4,
    0.3,
    0.9,
  );
  const tea = linear(doc, [
    [0, '#e0a868'],
    [1, '#9a5a24'],
  ]);
  const glass = linear(
    doc,
    [
      [0, '#ffffff', 0.4],
      [0.2, '#ffffff', 0.05],
      [0.8, '#ffffff', 0.05],
      [1, '#ffffff', 0.35],
    ],
    0,
    0,
    1,
    0,
  );
  const stream = linear(doc, [
    [0, '#c8864a'],
    [1, '#e0a868'],
  ]);
  const steel = linear(
    doc,
    [
      [0, '#8a9296'],
      [0.4, '#f0f4f6'],
      [1, '#6a7276'],
    ],
    0,
    0,
    1,
    0,
  );
  let froth = '';
  for (let i = 0; i < 14; i++) {
    froth += `<circle cx="${n(230 + i * 10 + doc.rng.range(-4, 4))}" cy="${n(318 + doc.rng.range(-8, 6))}" r="${n(doc.rng.range(6, 12))}" fill="#fbf0dc"/>`;
  }
  return [
    `<rect width="${w}" height="${h}" fill="${wall}"/>`,
    `<rect y="470" width="${w}" height="130" fill="#8a5a36"/><rect y="470" width="${w}" height="6" fill="#a87a4a"/>`,
    `<ellipse cx="300" cy="505" rx="110" ry="16" fill="#000" opacity="0.3" filter="${blur(doc, 6)}"/>`,
    `<path d="M420 90Q420 60 470 60L540 60Q560 60 556 100L540 150L430 150Z" fill="${steel}" transform="rotate(-35 480 110)"/>`,
    `<path d="M400 150Q330 200 305 320L318 320Q345 210 408 162Z" fill="${stream}"/>`,
    `<path d="M215 320L385 320L370 500L230 500Z" fill="${tea}"/>`,
    `<path d="M215 320L385 320L382 350L218 350Z" fill="#f6e6c8"/>`,
    froth,
    `<path d="M205 300L395 300L375 505L225 505Z" fill="${glass}" stroke="#ffffff" stroke-opacity="0.6" stroke-width="3"/>`,
    `<path d="M235 330L248 490" stroke="#fff" stroke-width="8" opacity="0.35" stroke-linecap="round"/>`,
    leafDecor(doc),
  ];
};

function leafDecor(doc: Doc): string {
  return `<g opacity="0.9">${leaf(doc, 90, 540, 160, -60, '#3a8a3a')}${leaf(doc, 540, 555, 140, 40, '#2f7a3a')}</g>`;
}

const laksa = (doc: Doc): string[] => {
  const r = doc.rng;
  const broth = radial(doc, [
    [0, '#f08a3a'],
    [0.7, '#d8561e'],
    [1, '#a83a12'],
  ]);
  let noodles = '';
  for (let i = 0; i < 22; i++) {
    const x = r.range(200, 400);
    const y = r.range(200, 400);
    noodles += `<path d="M${n(x - 40)} ${n(y)}q20 -14 40 0t40 0" stroke="#f6dc8a" stroke-width="7" fill="none" stroke-linecap="round" transform="rotate(${n(r.range(0, 180))} ${n(x)} ${n(y)})" opacity="0.95"/>`;
  }
  let oil = '';
  for (let i = 0; i < 20; i++) {
    oil += `<circle cx="${n(r.range(150, 450))}" cy="${n(r.range(150, 450))}" r="${n(r.range(3, 9))}" fill="#ffb060" opacity="0.6"/>`;
  }
  const tofu = (x: number, y: number, a: number) =>
    `<rect x="${x - 24}" y="${y - 24}" width="48" height="48" rx="10" fill="#e8a84a" transform="rotate(${a} ${x} ${y})"/><rect x="${x - 16}" y="${y - 16}" width="28" height="20" rx="6" fill="#f6cc7a" transform="rotate(${a} ${x} ${y})"/>`;
  const prawn = (x: number, y: number, a: number) =>
    `<g transform="translate(${x} ${y}) rotate(${a})"><path d="M-30 0A30 30 0 1 1 20 22L10 10A16 16 0 1 0 -16 0Z" fill="#f47a4a"/><path d="M-22 -10l8 6M-8 -24l2 10M10 -22l-4 8" stroke="#fff" stroke-width="3" opacity="0.6"/></g>`;
  const mint = (x: number, y: number, a: number) =>
    `<ellipse cx="${x}" cy="${y}" rx="16" ry="9" fill="#4aa84a" transform="rotate(${a} ${x} ${y})"/><path d="M${x - 12} ${y}L${x + 12} ${y}" stroke="#2a6a2a" stroke-width="1.5" transform="rotate(${a} ${x} ${y})"/>`;
  return [
    table(doc, '#5a3e2a'),
    bowl(doc, 300, 300, 230, broth, '#f3efe6'),
    `<circle cx="300" cy="300" r="196" fill="none" stroke="#2f6a8a" stroke-width="6" opacity="0.5"/>`,
    noodles,
    oil,
    tofu(210, 240, 15),
    tofu(380, 360, -20),
    prawn(360, 220, 20),
    prawn(230, 380, 200),
    egg(doc, 310, 300, 34, 30),
    mint(260, 310, 30),
    mint(280, 330, -40),
    mint(400, 280, 70),
    `<circle cx="420" cy="410" r="24" fill="#b82a1a"/><path d="M170 300a26 26 0 0 1 52 0Z" fill="#8acb4a"/><path d="M174 300a22 22 0 0 1 44 0" fill="#d8f0a8"/>`,
  ];
};

export const FOOD: Record<string, (doc: Doc) => string[]> = {
  'food-nasi-lemak': nasiLemak,
  'food-satay': satay,
  'food-cendol': cendol,
  'food-roti-canai': rotiCanai,
  'food-teh-tarik': tehTarik,
  'food-laksa': laksa,
};

export function foodImage(name: string, build: (doc: Doc) => string[]): string {
  const doc = createDoc(600, 600, name);
  return render(doc, build(doc));
}
