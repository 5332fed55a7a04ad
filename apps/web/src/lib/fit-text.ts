import { type RefObject, useLayoutEffect } from 'react';
import { whenLaidOut } from './when-laid-out';

/** The smallest size a title shrinks to on one line before it wraps instead (house body text). */
export const FIT_FLOOR_PX = 14;
/** A title too long for two lines at the floor may shrink this far, so it still takes two. */
export const FIT_WRAPPED_FLOOR_PX = 12;

export interface Fit {
  fontSize: number;
  /** 'one' keeps one line; 'wrap' lets the words wrap (two lines, more only as a last resort). */
  mode: 'one' | 'wrap';
}

/** Whether the text fits at this size, on one line or on at most two. */
export type FitProbe = (fontSize: number, lines: 1 | 2) => boolean;

function sizesDown(from: number, to: number, step: number): number[] {
  const sizes: number[] = [];
  for (let size = from; size >= to - 1e-6; size -= step) sizes.push(Math.round(size * 10) / 10);
  return sizes;
}

/**
 * The largest of `sizes` (largest first) at which `fits` holds, trying the largest first (most
 * titles fit at their own size) and then halving the range: a smaller text never fits worse, and
 * each try costs the browser a layout, so a long title takes four or five, not one per size.
 */
function largestThatFits(sizes: number[], fits: (size: number) => boolean): number | undefined {
  const [largest] = sizes;
  if (largest === undefined || fits(largest)) return largest;
  // sizes[low - 1] does not fit; the answer, if any, is in sizes[low..high - 1].
  let low = 1;
  let high = sizes.length;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (fits(sizes[middle] ?? 0)) high = middle;
    else low = middle + 1;
  }
  return sizes[low];
}

/**
 * How a title fits its box without being cut: the largest size down to the floor that keeps one
 * line; else two lines at the floor, shrinking further (down to the wrapped floor) only if two
 * lines still do not hold it; never an ellipsis.
 */
export function chooseFit(
  probe: FitProbe,
  max: number,
  { floor = FIT_FLOOR_PX, wrappedFloor = FIT_WRAPPED_FLOOR_PX, step = 0.5 } = {},
): Fit {
  const top = Math.max(max, floor);
  const oneLine = largestThatFits(sizesDown(top, floor, step), (size) => probe(size, 1));
  if (oneLine !== undefined) return { fontSize: oneLine, mode: 'one' };
  const twoLines = largestThatFits(sizesDown(floor, wrappedFloor, step), (size) => probe(size, 2));
  return { fontSize: twoLines ?? wrappedFloor, mode: 'wrap' };
}

/** Sets a size and wrapping, leaving the element untouched (and its layout valid) if it has them. */
function apply(element: HTMLElement, fontSize: string, fit: Fit['mode']): void {
  if (element.style.fontSize !== fontSize) element.style.fontSize = fontSize;
  if (element.dataset.fit !== fit) element.dataset.fit = fit;
}

/** Measures an element laid out with this size and wrapping: no overflow, and at most `lines`. */
function domProbe(element: HTMLElement): FitProbe {
  return (fontSize, lines) => {
    apply(element, `${fontSize}px`, lines === 1 ? 'one' : 'wrap');
    if (element.scrollWidth > element.clientWidth) return false;
    if (lines === 1) return true;
    const lineHeight = Number.parseFloat(getComputedStyle(element).lineHeight) || fontSize * 1.2;
    return element.scrollHeight <= lines * lineHeight + 1;
  };
}

/**
 * The size the stylesheet gives the element, remembered with the root size it was read at (the
 * root size follows the screen's width): reading it means taking the fitted size off, which makes
 * the browser lay the page out again, so it is read once per root size, not on every fit.
 */
const natural = new WeakMap<HTMLElement, { root: string; size: number }>();

function naturalSize(element: HTMLElement): number {
  const root = document.documentElement.style.fontSize;
  const known = natural.get(element);
  if (known?.root === root) return known.size;
  apply(element, '', 'one');
  const size = Number.parseFloat(getComputedStyle(element).fontSize) || FIT_FLOOR_PX;
  natural.set(element, { root, size });
  return size;
}

/**
 * Applies {@link chooseFit} to the element. A title that already has its fit is measured without
 * being changed, so a fit that changes nothing costs no layout.
 */
export function fitElement(element: HTMLElement): Fit {
  const fit = chooseFit(domProbe(element), naturalSize(element));
  apply(element, `${fit.fontSize}px`, fit.mode);
  return fit;
}

/**
 * Keeps a title whole in its box (see {@link chooseFit}); `text` re-fits it when the words change.
 * The element needs `data-fit="one"` styled as one line (`white-space: nowrap`) and
 * `data-fit="wrap"` as wrapping.
 */
export function useFitText(ref: RefObject<HTMLElement | null>, text: string): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !text) return;
    let width = -1;
    const refit = () => {
      width = element.clientWidth;
      fitElement(element);
    };
    // The observer reports once as soon as the page is laid out, before it is painted: fitting
    // then measures a page already laid out, where fitting here, in the commit, would make the
    // browser lay out the whole new page early and again after the title changes size.
    const observer =
      typeof ResizeObserver === 'undefined'
        ? undefined
        : new ResizeObserver(() => {
            if (element.clientWidth !== width) refit();
          });
    if (observer) observer.observe(element);
    else refit();
    // A web font arriving late changes the text's width. Listened to, not asked for with
    // `document.fonts.ready`: asking makes the browser work out the new page's styles there and
    // then, in the commit, to know whether a font is still loading.
    let stopLater: (() => void) | undefined;
    const fontsLoaded = () => {
      stopLater?.();
      stopLater = whenLaidOut(element, refit);
    };
    document.fonts?.addEventListener('loadingdone', fontsLoaded);
    return () => {
      observer?.disconnect();
      document.fonts?.removeEventListener('loadingdone', fontsLoaded);
      stopLater?.();
    };
  }, [ref, text]);
}
