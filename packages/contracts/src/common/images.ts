/**
 * Widths the server can resize an uploaded picture to (`/uploads/...?w=540`). The web app offers
 * them in `srcset` so a phone downloads what its screen needs and no more.
 */
export const IMAGE_WIDTHS = [180, 360, 540, 720, 1080] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

export function isImageWidth(value: number): value is ImageWidth {
  return (IMAGE_WIDTHS as readonly number[]).includes(value);
}

/** A `srcset` for a picture of ours, up to its natural width; empty for anything else. */
export function uploadSrcSet(
  url: string,
  naturalWidth: number = IMAGE_WIDTHS.at(-1) ?? 1080,
): string {
  if (!url.startsWith('/uploads/') || url.includes('?')) return '';
  const widths = IMAGE_WIDTHS.filter((width) => width < naturalWidth);
  return [...widths.map((width) => `${url}?w=${width} ${width}w`), `${url} ${naturalWidth}w`].join(
    ', ',
  );
}
