import { blur, type Doc, darken, lighten, linear, n, radial } from './svg.ts';

/** Soft seamless backdrop like a product photo: a lit wall, a floor and a contact shadow. */
export function studio(doc: Doc, tint: string, shadowW = 0.34): string {
  const { w, h } = doc;
  const wall = radial(
    doc,
    [
      [0, lighten(tint, 0.75)],
      [0.6, lighten(tint, 0.4)],
      [1, tint],
    ],
    0.45,
    0.35,
    0.85,
  );
  const floor = linear(doc, [
    [0, lighten(tint, 0.35), 0],
    [1, darken(tint, 0.08), 0.9],
  ]);
  return `<rect width="${w}" height="${h}" fill="${wall}"/><rect y="${n(h * 0.62)}" width="${w}" height="${n(h * 0.38)}" fill="${floor}"/><ellipse cx="${n(w / 2)}" cy="${n(h * 0.84)}" rx="${n(w * shadowW)}" ry="${n(h * 0.045)}" fill="${darken(tint, 0.55)}" opacity="0.35" filter="${blur(doc, 10)}"/>`;
}

/** A leaf shadow falling across the backdrop: adds the "shot by a window" feel. */
export function leafShadow(doc: Doc, x: number, y: number, s: number, rot: number): string {
  let d = '';
  for (let i = 0; i < 7; i++) {
    const a = -60 + i * 20;
    d += `<ellipse cx="0" cy="${n(-s * 0.5)}" rx="${n(s * 0.12)}" ry="${n(s * 0.5)}" transform="rotate(${a})"/>`;
  }
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${rot})" fill="#24402a" opacity="0.08" filter="${blur(doc, 6)}">${d}</g>`;
}
