import { uploadSrcSet } from '@scenic/contracts';
import type { ImgHTMLAttributes } from 'react';

type UploadImgProps = ImgHTMLAttributes<HTMLImageElement> & {
  src: string;
  /** Required: empty for a decorative picture. */
  alt: string;
  /** How wide the picture shows, as the `sizes` attribute says it (e.g. "50vw"). */
  sizes: string;
  /** The width of the stored picture, the largest the server can answer. */
  naturalWidth?: number;
};

/** A picture of ours with a `srcset`, so a phone downloads the width its screen needs. */
export function UploadImg({ src, alt, sizes, naturalWidth, ...rest }: UploadImgProps) {
  const srcSet = uploadSrcSet(src, naturalWidth);
  return (
    <img
      src={src}
      alt={alt}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      {...rest}
    />
  );
}
