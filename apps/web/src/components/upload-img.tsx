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
  /**
   * true for the page's largest paint (asked for at once, and first); false for a picture that
   * may wait until it nears the screen. Unset leaves `loading` and `fetchPriority` to the caller.
   */
  priority?: boolean;
};

/** A picture of ours with a `srcset`, so a phone downloads the width its screen needs. */
export function UploadImg({ src, alt, sizes, naturalWidth, priority, ...rest }: UploadImgProps) {
  const srcSet = uploadSrcSet(src, naturalWidth);
  return (
    <img
      src={src}
      alt={alt}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      {...(priority === undefined
        ? {}
        : { loading: priority ? 'eager' : 'lazy', fetchPriority: priority ? 'high' : 'auto' })}
      {...rest}
    />
  );
}
