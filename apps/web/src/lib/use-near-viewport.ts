import { type RefObject, useEffect, useState } from 'react';

/**
 * True once the element comes within `margin` (a little under a tile) of the screen, and from then on. Pictures that wait
 * for it load one screen at a time, where the browser's own lazy loading fetches far ahead (over a
 * thousand pixels), which on a phone is several screens of thumbnails.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '120px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
