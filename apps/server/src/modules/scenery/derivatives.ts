import sharp from 'sharp';

/** Width of the grid thumbnail and of the watermarked preview, in pixels. */
export const THUMB_WIDTH = 480;
export const PREVIEW_WIDTH = 1080;
/** Largest picture read, in pixels (a 100 MP photograph); beyond it a file is not decoded. */
export const MAX_INPUT_PIXELS = 100_000_000;

export interface Derivatives {
  thumb: Buffer;
  preview: Buffer;
  /** The original's own size, shown to buyers ("4000 × 3000"). */
  width: number;
  height: number;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Diagonal rows of the mark across the whole picture, light on dark and dark on light alike. */
function watermarkSvg(width: number, height: number, text: string): Buffer {
  const size = Math.round(width / 18);
  const rows: string[] = [];
  for (let y = -height; y < height * 2; y += size * 4) {
    for (let x = -width; x < width * 2; x += size * text.length * 0.75) {
      rows.push(`<text x="${Math.round(x)}" y="${Math.round(y)}">${escapeXml(text)}</text>`);
    }
  }
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<g transform="rotate(-24 ${width / 2} ${height / 2})" font-family="sans-serif" ` +
      `font-weight="700" font-size="${size}" fill="#fff" fill-opacity="0.38" ` +
      `stroke="#000" stroke-opacity="0.22" stroke-width="${Math.max(1, size / 28)}">` +
      `${rows.join('')}</g></svg>`,
  );
}

/**
 * What the public may see of an original: a small thumbnail for the grid and a reduced preview
 * with the attraction's mark across it. Neither is large or clean enough to stand in for it.
 */
export async function makeDerivatives(original: Buffer, mark: string): Promise<Derivatives> {
  // A phone's photo is stored sideways with an orientation tag: both are made upright.
  const { autoOrient } = await sharp(original, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  const { width, height } = autoOrient;
  if (!width || !height) throw new Error('not a picture');
  const thumb = await sharp(original, { limitInputPixels: MAX_INPUT_PIXELS })
    .autoOrient()
    .resize({ width: Math.min(THUMB_WIDTH, width) })
    .webp({ quality: 70, effort: 4 })
    .toBuffer();
  const reduced = await sharp(original, { limitInputPixels: MAX_INPUT_PIXELS })
    .autoOrient()
    .resize({ width: Math.min(PREVIEW_WIDTH, width) })
    .toBuffer({ resolveWithObject: true });
  const preview = await sharp(reduced.data)
    .composite([{ input: watermarkSvg(reduced.info.width, reduced.info.height, mark) }])
    .webp({ quality: 72, effort: 4 })
    .toBuffer();
  return { thumb, preview, width, height };
}
