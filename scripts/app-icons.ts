/**
 * Draws the home-screen icons of the web app's manifest from the park's mark (the leaf of
 * apps/web/public/favicon.svg): `node scripts/app-icons.ts`. The PNGs are committed; run this again
 * when the mark changes.
 *   - icon-192.png, icon-512.png: the rounded mark, for launchers that show the icon as drawn
 *   - maskable-512.png: full-bleed green with the leaf inside the central 80 % safe zone, for
 *     launchers that cut their own shape (circle, squircle)
 *   - apple-touch-icon.png (180 px): square, iOS rounds the corners itself
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const out = fileURLToPath(new URL('../apps/web/public/icons/', import.meta.url));
const GREEN = '#0b6e4f';
const LEAF =
  '<path d="M16 5c-4 4-6 7.5-6 11a6 6 0 0 0 12 0c0-3.5-2-7-6-11z" fill="#7fd6a8"/><path d="M16 11v16" stroke="#fff" stroke-width="2" stroke-linecap="round"/>';

/** The mark on a 32-unit canvas: `corner` rounds the background, `scale` shrinks the leaf. */
function mark(corner: number, scale: number): string {
  const offset = (32 - 32 * scale) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="${corner}" fill="${GREEN}"/><g transform="translate(${offset} ${offset}) scale(${scale})">${LEAF}</g></svg>`;
}

const icons = [
  { file: 'icon-192.png', size: 192, svg: mark(8, 1) },
  { file: 'icon-512.png', size: 512, svg: mark(8, 1) },
  { file: 'maskable-512.png', size: 512, svg: mark(0, 0.7) },
  { file: 'apple-touch-icon.png', size: 180, svg: mark(0, 0.85) },
];

for (const icon of icons) {
  await sharp(Buffer.from(icon.svg), { density: (72 * icon.size) / 32 })
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, icon.file));
  console.log(`${icon.file} ${icon.size}×${icon.size}`);
}
