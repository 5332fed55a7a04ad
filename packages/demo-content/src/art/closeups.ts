import { bokeh, hornbillPerched, ORCHID_COLORS, orchidLeaves, orchidSpray } from './fauna.ts';
import { frond } from './landscape.ts';
import { type Doc, linear, n, radial } from './svg.ts';

/** Shallow-focus forest backdrop shared by the close-up subjects. */
function forestBlur(doc: Doc, light: string): string {
  const bg = radial(
    doc,
    [
      [0, light],
      [0.55, '#2f6a3a'],
      [1, '#0d2a1a'],
    ],
    0.7,
    0.25,
    1,
  );
  return `<rect width="${doc.w}" height="${doc.h}" fill="${bg}"/>${bokeh(doc, ['#cfe89a', '#8ac06a', '#f6f0c0', '#5aa05a'], 26, doc.w * 0.03, doc.w * 0.12)}`;
}

export function orchidCloseup(doc: Doc, sprays: number): string[] {
  const { w, h } = doc;
  const s = Math.min(w, h);
  const out = [forestBlur(doc, '#b8d890')];
  for (let i = 0; i < sprays; i++) {
    const c = ORCHID_COLORS[i % ORCHID_COLORS.length];
    if (!c) continue;
    const single = sprays === 1;
    const x = single ? -w * 0.05 : w * (0.02 + (i * 0.8) / sprays);
    const y = h * (single ? 0.62 : 0.36 + (i % 2) * 0.16);
    const len = w * (single ? 1.15 : 0.55);
    out.push(orchidSpray(doc, x, y, len, single ? 0.35 : 0.25, s * (single ? 0.15 : 0.1), c, 7));
  }
  out.push(orchidLeaves(doc, w * 0.2, h * 0.92, s * 0.4));
  out.push(orchidLeaves(doc, w * 0.8, h * 0.98, s * 0.35));
  out.push(
    frond(doc, {
      x: w + 20,
      y: h * 0.1,
      angle: Math.PI * 0.85,
      length: s * 0.5,
      curl: -0.6,
      color: '#1a3a24',
    }),
  );
  return out;
}

export function hornbillCloseup(doc: Doc): string[] {
  const { w, h } = doc;
  const bark = linear(doc, [
    [0, '#7a5a3a'],
    [1, '#3a2614'],
  ]);
  const by = h * 0.62;
  const branch = `M${n(-20)} ${n(by + 30)}C${n(w * 0.3)} ${n(by - 10)} ${n(w * 0.6)} ${n(by + 20)} ${n(w + 20)} ${n(by - 30)}L${n(w + 20)} ${n(by + 6)}C${n(w * 0.6)} ${n(by + 56)} ${n(w * 0.3)} ${n(by + 28)} ${n(-20)} ${n(by + 70)}Z`;
  const moss = `M${n(w * 0.1)} ${n(by + 22)}q20 -14 40 -4q20 -12 40 0M${n(w * 0.7)} ${n(by + 2)}q20 -14 40 -4`;
  const s = (w / 540) * 1.7;
  return [
    forestBlur(doc, '#e8e0a0'),
    `<path d="${branch}" fill="${bark}"/><path d="${moss}" stroke="#7aa84a" stroke-width="10" fill="none" stroke-linecap="round"/>`,
    hornbillPerched(doc, w * 0.5 - 120 * s, by - 178 * s, s),
    frond(doc, { x: -20, y: h * 0.95, angle: -0.4, length: w * 0.7, curl: 0.5, color: '#12301e' }),
    frond(doc, {
      x: w + 20,
      y: h * 0.2,
      angle: Math.PI * 0.9,
      length: w * 0.5,
      curl: -0.5,
      color: '#1a3a24',
    }),
  ];
}
