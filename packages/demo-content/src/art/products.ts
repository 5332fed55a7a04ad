import { hornbillPerched } from './fauna.ts';
import { BRAND } from './palette.ts';
import { canopyWalk, falls, vista } from './scenes.ts';
import { leafShadow, studio } from './studio.ts';
import {
  blur,
  clip,
  createDoc,
  type Doc,
  darken,
  lighten,
  linear,
  n,
  nest,
  radial,
  render,
} from './svg.ts';

/** Products are drawn in a 600×600 frame with no background, so flat-lays can reuse them. */
export type Draw = (doc: Doc) => string;

export const emblem = (x: number, y: number, s: number, color: string, accent: string): string =>
  `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})"><path d="M-40 20Q-20 -20 0 -6Q18 -30 40 20Z" fill="${color}"/><path d="M-18 -22a10 10 0 0 1 18 -6a12 12 0 0 1 20 4a8 8 0 0 1 -2 14h-34a8 8 0 0 1 -2 -12Z" fill="${color}" opacity="0.6"/><path d="M8 20Q14 0 32 -8Q30 14 8 20Z" fill="${accent}"/></g>`;

export const hornbillPlush: Draw = (doc) => {
  const fur = radial(
    doc,
    [
      [0, '#4a4f58'],
      [0.7, '#1d2026'],
      [1, '#121418'],
    ],
    0.4,
    0.35,
    0.7,
  );
  const cream = radial(doc, [
    [0, '#fffaf0'],
    [1, '#e8dfcc'],
  ]);
  const beak = linear(doc, [
    [0, '#ffe07a'],
    [1, '#f5b03a'],
  ]);
  const horn = linear(
    doc,
    [
      [0, '#f06a2a'],
      [1, '#f9b23a'],
    ],
    0,
    0,
    1,
    0,
  );
  return `<g><path d="M235 420C210 470 200 505 210 520L265 520C270 490 270 455 262 425Z" fill="${cream}"/><path d="M206 500L266 500L265 520L210 520Z" fill="#1d2026"/><ellipse cx="300" cy="390" rx="120" ry="135" fill="${fur}"/><ellipse cx="300" cy="430" rx="72" ry="80" fill="${cream}"/><path d="M190 380C180 330 205 300 230 305C240 350 235 400 220 440C205 430 195 410 190 380Z" fill="#15171c"/><path d="M410 380C420 330 395 300 370 305C360 350 365 400 380 440C395 430 405 410 410 380Z" fill="#15171c"/><circle cx="300" cy="245" r="92" fill="${fur}"/><path d="M300 262C360 250 430 270 470 330C430 318 380 305 310 300Z" fill="${beak}"/><path d="M300 272C360 270 420 290 462 326" stroke="#d8902a" stroke-width="3" fill="none"/><path d="M290 190C320 150 410 150 450 200C440 215 420 222 400 220C370 218 330 222 300 240Z" fill="${horn}"/><circle cx="270" cy="240" r="20" fill="#fff"/><circle cx="274" cy="242" r="12" fill="#2a1a14"/><circle cx="270" cy="237" r="4" fill="#fff"/><path d="M228 260Q240 268 252 262" stroke="#0c0d10" stroke-width="3" fill="none"/><path d="M260 505a18 10 0 0 0 36 0M304 505a18 10 0 0 0 36 0" fill="#f5b03a"/><path d="M300 160C300 300 300 400 300 505" stroke="#5a606a" stroke-width="2" stroke-dasharray="6 6" opacity="0.35"/><rect x="365" y="470" width="34" height="22" rx="3" fill="#fff" transform="rotate(12 382 480)"/><rect x="369" y="474" width="26" height="4" fill="${BRAND.teal}" transform="rotate(12 382 480)"/></g>`;
};

export const batikScarf: Draw = (doc) => {
  const pid = `${doc.prefix}batik`;
  doc.defs.push(
    `<pattern id="${pid}" width="60" height="60" patternUnits="userSpaceOnUse" patternTransform="rotate(-12)"><rect width="60" height="60" fill="#1f5f78"/><circle cx="30" cy="30" r="14" fill="#f08c1a"/><circle cx="30" cy="30" r="7" fill="#fce8c8"/><path d="M30 8l4 8h-8zM30 52l4 -8h-8zM8 30l8 4v-8zM52 30l-8 4v-8z" fill="#fce8c8"/><circle cx="0" cy="0" r="8" fill="#0f8a6c"/><circle cx="60" cy="0" r="8" fill="#0f8a6c"/><circle cx="0" cy="60" r="8" fill="#0f8a6c"/><circle cx="60" cy="60" r="8" fill="#0f8a6c"/><path d="M0 30Q15 20 30 30T60 30" stroke="#7fc6d8" stroke-width="1.5" fill="none" opacity="0.6"/></pattern>`,
  );
  const shade = linear(doc, [
    [0, '#000', 0],
    [1, '#000', 0.35],
  ]);
  const fold = (y: number, skew: number, h: number) =>
    `<path d="M${110 + skew} ${y}L${490 + skew} ${y - 20}Q${505 + skew} ${y + h / 2 - 10} ${490 + skew} ${y + h - 20}L${110 + skew} ${y + h}Q${95 + skew} ${y + h / 2} ${110 + skew} ${y}Z" fill="url(#${pid})"/><path d="M${110 + skew} ${y + h * 0.6}L${490 + skew} ${y + h * 0.6 - 20}L${490 + skew} ${y + h - 20}L${110 + skew} ${y + h}Z" fill="${shade}"/>`;
  let fringe = '';
  for (let i = 0; i < 26; i++) fringe += `M${120 + i * 14} 470l${-4 + (i % 3) * 3} 40`;
  return `<g>${fold(330, 0, 140)}${fold(250, 10, 110)}${fold(180, -6, 100)}<path d="${fringe}" stroke="#f08c1a" stroke-width="4" stroke-linecap="round"/><path d="M104 180L484 160" stroke="#fff" stroke-width="3" opacity="0.25"/></g>`;
};

export const toteBag: Draw = (doc) => {
  const canvas = linear(
    doc,
    [
      [0, '#f3e6cc'],
      [1, '#d9c6a2'],
    ],
    0,
    0,
    1,
    1,
  );
  let weave = '';
  for (let i = 0; i < 40; i++) weave += `M${170 + i * 7} 230l0 300`;
  return `<g><path d="M235 240C235 130 365 130 365 240" stroke="#0a5e4a" stroke-width="18" fill="none"/><path d="M255 240C255 160 345 160 345 240" stroke="#0f8a6c" stroke-width="10" fill="none" opacity="0.6"/><path d="M160 230L440 230L460 530L140 530Z" fill="${canvas}"/><path d="${weave}" stroke="#b8a27a" stroke-width="1" opacity="0.25"/><path d="M160 230L440 230L441 250L159 250Z" fill="#0a5e4a" opacity="0.2"/>${emblem(300, 380, 1.7, BRAND.teal, BRAND.accent)}<circle cx="300" cy="380" r="86" fill="none" stroke="${BRAND.teal}" stroke-width="4"/><path d="M140 530L460 530" stroke="#b89a6a" stroke-width="4"/></g>`;
};

export const waterBottle: Draw = (doc) => {
  const steel = linear(
    doc,
    [
      [0, '#0a5e4a'],
      [0.25, '#2fb08e'],
      [0.45, '#7fe0c4'],
      [0.6, '#0f8a6c'],
      [1, '#063e31'],
    ],
    0,
    0,
    1,
    0,
  );
  const cap = linear(
    doc,
    [
      [0, '#a07040'],
      [0.4, '#e0b080'],
      [1, '#6a4424'],
    ],
    0,
    0,
    1,
    0,
  );
  return `<g><rect x="255" y="110" width="90" height="70" rx="14" fill="${cap}"/><path d="M270 110a30 14 0 0 1 60 0" fill="#b78552"/><path d="M262 180L338 180Q340 210 370 230L370 510Q370 530 350 530L250 530Q230 530 230 510L230 230Q260 210 262 180Z" fill="${steel}"/><rect x="246" y="250" width="14" height="250" rx="7" fill="#fff" opacity="0.35"/>${emblem(300, 380, 0.9, '#f6f1e2', BRAND.accent)}<path d="M230 470L370 470" stroke="#063e31" stroke-width="3" opacity="0.4"/></g>`;
};

export const postcards: Draw = (doc) => {
  const cards: [number, number, number, (d: Doc) => string[]][] = [
    [
      150,
      250,
      -14,
      (d) => vista(d, { time: 'dawn', peaks: [{ u: 0.4, h: 60, w: 0.1 }], hills: 2 }),
    ],
    [310, 270, 9, (d) => falls(d, { frame: false })],
    [230, 180, -2, (d) => canopyWalk(d, {})],
  ];
  let out = '';
  cards.forEach(([x, y, rot, scene], i) => {
    const child = createDoc(480, 320, `${doc.prefix}card${i}`, `${doc.prefix}p${i}`);
    const body = scene(child);
    out += `<g transform="rotate(${rot} ${x + 120} ${y + 80})"><rect x="${x - 8}" y="${y - 8}" width="256" height="176" rx="4" fill="#000" opacity="0.18" transform="translate(6 8)"/><rect x="${x - 8}" y="${y - 8}" width="256" height="176" rx="4" fill="#fffdf6"/>${nest(child, body, x, y, 240, 160)}</g>`;
  });
  return `<g>${out}<rect x="360" y="150" width="54" height="64" rx="3" fill="#fffdf6" stroke="#e0453a" stroke-width="3" stroke-dasharray="4 3" transform="rotate(8 387 182)"/>${emblem(387, 184, 0.45, BRAND.teal, BRAND.accent)}</g>`;
};

export const rainPoncho: Draw = (doc) => {
  const plastic = linear(
    doc,
    [
      [0, '#7fd6b8', 0.95],
      [0.5, '#2fae88', 0.92],
      [1, '#0f8a6c', 0.95],
    ],
    0,
    0,
    1,
    1,
  );
  return `<g><path d="M300 110l0 -30" stroke="#7a6a5a" stroke-width="5"/><path d="M300 82a14 14 0 1 1 10 -22" stroke="#7a6a5a" stroke-width="5" fill="none"/><path d="M200 150L400 150" stroke="#7a6a5a" stroke-width="8" stroke-linecap="round"/><path d="M300 110L200 150" stroke="#7a6a5a" stroke-width="5"/><path d="M300 110L400 150" stroke="#7a6a5a" stroke-width="5"/><path d="M250 150Q300 100 350 150Q420 200 480 470Q300 520 120 470Q180 200 250 150Z" fill="${plastic}"/><path d="M250 150Q300 190 350 150Q330 230 300 240Q270 230 250 150Z" fill="#0a5e4a" opacity="0.35"/><path d="M300 240L300 490" stroke="#0a5e4a" stroke-width="3" opacity="0.5"/><circle cx="300" cy="290" r="6" fill="#f6f1e2"/><circle cx="300" cy="350" r="6" fill="#f6f1e2"/><circle cx="300" cy="410" r="6" fill="#f6f1e2"/><path d="M200 240Q180 360 160 460" stroke="#fff" stroke-width="10" opacity="0.3" fill="none" stroke-linecap="round"/><path d="M400 240Q420 360 440 460" stroke="#fff" stroke-width="5" opacity="0.2" fill="none" stroke-linecap="round"/>${emblem(370, 420, 0.6, '#f6f1e2', BRAND.accent)}${drops(doc)}</g>`;
};

function drops(doc: Doc): string {
  let out = '';
  for (let i = 0; i < 14; i++) {
    const x = doc.rng.range(150, 450);
    const y = doc.rng.range(200, 460);
    out += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="3" ry="5" fill="#fff" opacity="0.55"/>`;
  }
  return out;
}

export const bicycle: Draw = (doc) => {
  const tyre = (cx: number) =>
    `<circle cx="${cx}" cy="400" r="95" fill="none" stroke="#1f2326" stroke-width="16"/><circle cx="${cx}" cy="400" r="86" fill="none" stroke="#b9c2c6" stroke-width="3"/>${Array.from(
      { length: 16 },
      (_, i) =>
        `<path d="M${cx} 400L${n(cx + Math.cos((i * Math.PI) / 8) * 86)} ${n(400 + Math.sin((i * Math.PI) / 8) * 86)}" stroke="#c9d0d4" stroke-width="1.5"/>`,
    ).join('')}<circle cx="${cx}" cy="400" r="9" fill="#8a9296"/>`;
  const frame = linear(doc, [
    [0, '#18a982'],
    [1, '#0a5e4a'],
  ]);
  return `<g>${tyre(165)}${tyre(435)}<path d="M165 400L260 400L350 250L235 250Z M260 400L220 220M350 250L435 400M345 230L360 180" stroke="${frame}" stroke-width="14" fill="none" stroke-linejoin="round" stroke-linecap="round"/><path d="M195 212L252 206" stroke="#2a2a2a" stroke-width="16" stroke-linecap="round"/><path d="M340 182Q370 170 400 182" stroke="#2a2a2a" stroke-width="9" fill="none" stroke-linecap="round"/><circle cx="260" cy="400" r="20" fill="none" stroke="#5a6266" stroke-width="6"/><path d="M260 400L285 430" stroke="#5a6266" stroke-width="6"/><path d="M380 195L460 195L448 255L392 255Z" fill="#c8955a"/><path d="M384 210L456 210M388 230L452 230" stroke="#8a5a2a" stroke-width="3"/><rect x="392" y="178" width="40" height="20" rx="4" fill="${BRAND.accent}" transform="rotate(-8 412 188)"/></g>`;
};

export const kayakProduct: Draw = (doc) => {
  const hull = linear(doc, [
    [0, '#ffb04a'],
    [0.5, '#f08c1a'],
    [1, '#c0600a'],
  ]);
  const vest = linear(doc, [
    [0, '#2fb08e'],
    [1, '#0a5e4a'],
  ]);
  return `<g><g transform="rotate(-28 300 320)"><path d="M40 320Q300 220 560 320Q300 420 40 320Z" fill="${hull}"/><path d="M60 316Q300 250 540 316" stroke="#fff" stroke-width="4" opacity="0.45" fill="none"/><ellipse cx="300" cy="320" rx="70" ry="32" fill="#2a2a2a"/><ellipse cx="300" cy="318" rx="58" ry="24" fill="#444"/><path d="M180 308L230 300M370 300L420 308" stroke="#fff" stroke-width="3" opacity="0.6"/></g><g transform="rotate(22 300 300)"><rect x="110" y="292" width="380" height="10" rx="5" fill="#c9ced2"/><path d="M60 297Q85 260 120 280L120 314Q85 334 60 297Z" fill="#1f2326"/><path d="M540 297Q515 260 480 280L480 314Q515 334 540 297Z" fill="#1f2326"/></g><g transform="translate(400 430) rotate(10)"><path d="M-55 -60L55 -60L60 70L-60 70Z" fill="${vest}"/><path d="M-20 -60Q0 -30 20 -60" fill="#0c3a2e"/><rect x="-56" y="-5" width="112" height="10" fill="#2a2a2a"/><rect x="-56" y="30" width="112" height="10" fill="#2a2a2a"/><rect x="-8" y="-8" width="16" height="16" fill="#f6f1e2"/></g></g>`;
};

export const umbrella: Draw = (doc) => {
  const colors = ['#0f8a6c', '#f6f1e2'];
  const apex = [300, 130] as const;
  const count = 8;
  const tip = (i: number) => {
    const a = Math.PI - (i / count) * Math.PI;
    return [300 + Math.cos(a) * 230, 300 + Math.sin(a) * 34] as const;
  };
  let panels = '';
  for (let i = 0; i < count; i++) {
    const [x0, y0] = tip(i);
    const [x1, y1] = tip(i + 1);
    const bulge = (x: number) => [apex[0] + (x - apex[0]) * 0.75, apex[1] + 40] as const;
    const [c0x, c0y] = bulge(x0);
    const [c1x, c1y] = bulge(x1);
    const shade = (0.25 * Math.abs(i - count / 2 + 0.5)) / (count / 2);
    const fill = darken(colors[i % 2] ?? '#0f8a6c', shade);
    panels += `<path d="M${apex[0]} ${apex[1]}Q${n(c0x)} ${n(c0y)} ${n(x0)} ${n(y0)}Q${n((x0 + x1) / 2)} ${n((y0 + y1) / 2 - 26)} ${n(x1)} ${n(y1)}Q${n(c1x)} ${n(c1y)} ${apex[0]} ${apex[1]}Z" fill="${fill}"/>`;
  }
  const sheen = linear(
    doc,
    [
      [0, '#ffffff', 0.35],
      [1, '#ffffff', 0],
    ],
    0,
    0,
    0.6,
    1,
  );
  return `<g transform="rotate(-12 300 300)"><path d="M300 300L300 500Q300 540 270 540Q244 540 244 512" stroke="#6a4424" stroke-width="12" fill="none" stroke-linecap="round"/>${panels}<path d="M300 130Q180 150 90 290L300 180Z" fill="${sheen}"/><path d="M300 118l0 14" stroke="#6a4424" stroke-width="8" stroke-linecap="round"/><circle cx="300" cy="116" r="8" fill="${BRAND.accent}"/></g>`;
};

export const binoculars: Draw = (doc) => {
  const body = linear(
    doc,
    [
      [0, '#3a4a44'],
      [0.4, '#22302b'],
      [1, '#0f1714'],
    ],
    0,
    0,
    1,
    0,
  );
  const lens = radial(
    doc,
    [
      [0, '#b8e8f0'],
      [0.4, '#3a7a9a'],
      [0.8, '#1a2a4a'],
      [1, '#0a0f1a'],
    ],
    0.35,
    0.35,
    0.7,
  );
  const barrel = (x: number) =>
    `<rect x="${x - 62}" y="230" width="124" height="220" rx="30" fill="${body}"/><rect x="${x - 62}" y="300" width="124" height="70" fill="#0f8a6c" opacity="0.85"/><ellipse cx="${x}" cy="452" rx="62" ry="24" fill="#0c120f"/><ellipse cx="${x}" cy="452" rx="48" ry="17" fill="${lens}"/><rect x="${x - 40}" y="170" width="80" height="70" rx="14" fill="#1a2420"/>`;
  return `<g transform="rotate(-8 300 320)"><path d="M150 200C80 120 120 60 200 100M450 200C520 120 480 60 400 100" stroke="#6a4424" stroke-width="10" fill="none"/>${barrel(220)}${barrel(380)}<rect x="270" y="250" width="60" height="60" rx="10" fill="#2a3632"/><circle cx="300" cy="262" r="22" fill="#3f4f49"/><circle cx="300" cy="262" r="12" fill="#5a6a64"/><rect x="185" y="240" width="12" height="190" rx="6" fill="#fff" opacity="0.15"/></g>`;
};

/**
 * The park's gift card: a green card in the size of a bank card, tied with an orange ribbon, with a
 * hornbill, the park's emblem and "RM" drawn as strokes (no fonts: the art renders the same
 * everywhere). A cream card, its back, lies behind it.
 */
export const giftCard: Draw = (doc) => {
  const w = 400;
  const h = 252;
  const shape = `<rect x="${-w / 2}" y="${-h / 2}" width="${w}" height="${h}" rx="22"/>`;
  const face = linear(
    doc,
    [
      [0, '#18a982'],
      [0.55, BRAND.teal],
      [1, BRAND.tealDark],
    ],
    0,
    0,
    1,
    1,
  );
  const back = linear(
    doc,
    [
      [0, BRAND.cream],
      [1, '#eadfc8'],
    ],
    0,
    0,
    1,
    1,
  );
  const ribbon = linear(
    doc,
    [
      [0, '#f6a640'],
      [1, darken(BRAND.accent, 0.12)],
    ],
    0,
    0,
    1,
    0,
  );
  const sheen = linear(
    doc,
    [
      [0, '#ffffff', 0.28],
      [0.45, '#ffffff', 0.06],
      [1, '#ffffff', 0],
    ],
    0,
    0,
    1,
    1,
  );
  const onCard = clip(doc, shape);
  const leaf = (x: number, y: number, s: number, rot: number, fill: string) =>
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${rot}) scale(${n(s)})"><path d="M0 0Q60 -46 150 0Q60 46 0 0Z" fill="${fill}"/><path d="M6 0L146 0" stroke="${lighten(fill, 0.25)}" stroke-width="3"/></g>`;
  const shadow = (x: number, y: number, rot: number) =>
    `<g transform="translate(${x + 10} ${y + 16}) rotate(${rot})"><rect x="${-w / 2}" y="${-h / 2}" width="${w}" height="${h}" rx="22" fill="#1c3a2e" opacity="0.28" filter="${blur(doc, 10)}"/></g>`;
  // "RM" in strokes, 64 high.
  const rm = 'M0 64V0H24a18 18 0 0 1 0 36H0M22 36L42 64M60 64V0L82 38L104 0V64';
  const cardNumber = [0, 1, 2, 3]
    .map((i) =>
      i < 3
        ? [0, 1, 2, 3].map((j) => `<circle cx="${n(i * 62 + j * 12)}" cy="0" r="3.6"/>`).join('')
        : `<rect x="${n(i * 62 - 4)}" y="-4" width="46" height="8" rx="4"/>`,
    )
    .join('');
  const backCard = `<g transform="translate(330 268) rotate(9)"><rect x="${-w / 2}" y="${-h / 2}" width="${w}" height="${h}" rx="22" fill="${back}"/><rect x="${-w / 2}" y="${-h / 2 + 34}" width="${w}" height="40" fill="${BRAND.tealDark}" opacity="0.85"/><rect x="${-w / 2 + 26}" y="${-h / 2 + 100}" width="150" height="26" rx="5" fill="#fff" stroke="#d9ccb0" stroke-width="2"/><path d="M${-w / 2 + 36} ${-h / 2 + 114}q10 -10 20 0t20 0t20 0t20 0" stroke="#8a7a5a" stroke-width="2" fill="none"/>${leaf(120, 70, 0.5, -30, '#cfe3c8')}</g>`;
  const front = `<g transform="translate(280 330) rotate(-7)"><rect x="${-w / 2}" y="${-h / 2}" width="${w}" height="${h}" rx="22" fill="${face}"/><g clip-path="${onCard}">${leaf(90, 150, 1.2, -150, '#13966f')}${leaf(130, 130, 0.9, -120, '#1aa27c')}${leaf(-230, -150, 1, 40, '#0d7d61')}<circle cx="110" cy="-20" r="92" fill="#fff" opacity="0.08"/><rect x="${-w / 2}" y="${-h / 2}" width="${w}" height="${h}" fill="${sheen}"/><rect x="-112" y="${-h / 2}" width="30" height="${h}" fill="${ribbon}"/><rect x="${-w / 2}" y="38" width="${w}" height="30" fill="${ribbon}"/><path d="M-112 ${-h / 2}v${h}M-82 ${-h / 2}v${h}M${-w / 2} 38h${w}M${-w / 2} 68h${w}" stroke="#b95f0c" stroke-width="1.5" opacity="0.35"/></g>${emblem(-150, -80, 0.85, BRAND.cream, BRAND.accent)}<g transform="translate(-160 92) scale(0.42)" fill="none" stroke="${BRAND.cream}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"><path d="${rm}"/></g><g transform="translate(-50 106)" fill="${BRAND.cream}" opacity="0.8">${cardNumber}</g>${hornbillPerched(doc, 34, -76, 0.62)}<rect x="${-w / 2 + 1}" y="${-h / 2 + 1}" width="${w - 2}" height="${h - 2}" rx="21" fill="none" stroke="#fff" stroke-width="2" opacity="0.25"/><g transform="translate(-97 53)"><path d="M0 0C-30 -40 -72 -34 -66 -8C-62 10 -26 8 0 0Z" fill="${ribbon}"/><path d="M0 0C30 -40 72 -34 66 -8C62 10 26 8 0 0Z" fill="${ribbon}"/><path d="M0 0C-20 -24 -46 -22 -44 -8" stroke="#b95f0c" stroke-width="2" fill="none" opacity="0.5"/><path d="M0 0C20 -24 46 -22 44 -8" stroke="#b95f0c" stroke-width="2" fill="none" opacity="0.5"/><path d="M-4 4L-30 52L-16 48L-8 60L2 8Z" fill="${darken(BRAND.accent, 0.08)}"/><path d="M4 4L26 50L12 46L6 58L-2 8Z" fill="${darken(BRAND.accent, 0.15)}"/><rect x="-11" y="-10" width="22" height="20" rx="7" fill="${darken(BRAND.accent, 0.05)}"/></g></g>`;
  return `<g>${shadow(330, 268, 9)}${backCard}${shadow(280, 330, -7)}${front}</g>`;
};

export interface ProductSpec {
  draw: Draw;
  tint: string;
  shadow?: number;
}

export function productImage(name: string, spec: ProductSpec): string {
  const doc = createDoc(600, 600, name);
  const body = [
    studio(doc, spec.tint, spec.shadow),
    leafShadow(doc, 520, 60, 260, 30),
    spec.draw(doc),
  ];
  return render(doc, body);
}

export const PRODUCTS: Record<string, ProductSpec> = {
  'goods-hornbill-plush': { draw: hornbillPlush, tint: '#f3d9b8', shadow: 0.26 },
  'goods-batik-scarf': { draw: batikScarf, tint: '#e9dccb' },
  'goods-tote-bag': { draw: toteBag, tint: '#cfe3da', shadow: 0.3 },
  'goods-water-bottle': { draw: waterBottle, tint: '#f2dcc4', shadow: 0.16 },
  'goods-postcards': { draw: postcards, tint: '#e3e8ef' },
  'goods-rain-poncho': { draw: rainPoncho, tint: '#dce6ef', shadow: 0.3 },
  'goods-gift-card': { draw: giftCard, tint: '#d9ebe1', shadow: 0.3 },
  'hire-bicycle': { draw: bicycle, tint: '#f4e2c6', shadow: 0.42 },
  'hire-kayak': { draw: kayakProduct, tint: '#d6ebee', shadow: 0.4 },
  'hire-umbrella': { draw: umbrella, tint: '#f1e4d4', shadow: 0.3 },
  'hire-binoculars': { draw: binoculars, tint: '#e4ead8', shadow: 0.28 },
};
