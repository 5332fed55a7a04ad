import type { CSSProperties } from 'react';

/** A shimmering block of a fixed aspect ratio, so content arrives without shifting the page. */
export function Skeleton({ ratio, style }: { ratio?: string; style?: CSSProperties }) {
  return <div className="skeleton" style={{ aspectRatio: ratio, ...style }} aria-hidden="true" />;
}
