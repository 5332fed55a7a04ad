import { describe, expect, it } from 'vitest';
import {
  chooseFit,
  FIT_FLOOR_PX,
  FIT_WRAPPED_FLOOR_PX,
  type FitProbe,
  fitElement,
} from './fit-text';

/** A box `width` px wide holding words whose width grows with the font size (0.6 em a letter). */
function boxOf(width: number, text: string): FitProbe {
  const wordWidths = (size: number) => text.split(' ').map((word) => word.length * 0.6 * size);
  return (size, lines) => {
    const space = 0.3 * size;
    const words = wordWidths(size);
    if (Math.max(...words) > width) return false;
    let used = 1;
    let line = 0;
    for (const word of words) {
      const next = line === 0 ? word : line + space + word;
      if (next <= width) line = next;
      else {
        used += 1;
        line = word;
      }
    }
    return used <= lines;
  };
}

describe('fitting a title in its box', () => {
  it('keeps the full size when the title fits on one line', () => {
    expect(chooseFit(boxOf(140, 'Weather'), 17)).toEqual({ fontSize: 17, mode: 'one' });
  });

  it('shrinks a slightly long title to the largest size that keeps one line', () => {
    // "Payment records": 14 letters and a space, 8.7 px of width per px of font size.
    const fit = chooseFit(boxOf(138, 'Payment records'), 17);
    expect(fit).toEqual({ fontSize: 15.5, mode: 'one' });
  });

  it('wraps to two lines at the floor rather than shrink below it or cut the title', () => {
    const fit = chooseFit(boxOf(125, 'Rekod pembayaran'), 17);
    expect(fit).toEqual({ fontSize: FIT_FLOOR_PX, mode: 'wrap' });
  });

  it('shrinks below the floor only to keep a very long name on two lines', () => {
    const fit = chooseFit(boxOf(125, 'Taman Hutan Hujan Bukit Awan'), 17);
    expect(fit.mode).toBe('wrap');
    expect(fit.fontSize).toBeLessThan(FIT_FLOOR_PX);
    expect(fit.fontSize).toBeGreaterThanOrEqual(FIT_WRAPPED_FLOOR_PX);
  });

  it('finds the size in a few tries, each costing a layout, not one per size', () => {
    const tried: number[] = [];
    const box = boxOf(125, 'Taman Hutan Hujan Bukit Awan');
    const fit = chooseFit((size, lines) => {
      tried.push(size);
      return box(size, lines);
    }, 18);
    // The same answer a try at every size from 18 px down gives.
    let expected: number | undefined;
    for (let size = FIT_FLOOR_PX; size >= FIT_WRAPPED_FLOOR_PX; size -= 0.5) {
      if (box(size, 2)) {
        expected = size;
        break;
      }
    }
    expect(fit).toEqual({ fontSize: expected, mode: 'wrap' });
    // 9 one-line sizes and 5 two-line ones: at most 4 tries for each, where one per size took 14.
    expect(tried.length).toBeLessThanOrEqual(8);
  });

  it('ends at the wrapped floor, wrapping, when nothing else holds the title', () => {
    const fit = chooseFit(() => false, 17);
    expect(fit).toEqual({ fontSize: FIT_WRAPPED_FLOOR_PX, mode: 'wrap' });
  });
});

describe('fitting a title on the page', () => {
  /** The attribute changes made to the element while `act` runs (each one costs a layout). */
  async function changesDuring(element: HTMLElement, act: () => void) {
    const observer = new MutationObserver(() => undefined);
    observer.observe(element, { attributes: true });
    act();
    const records = observer.takeRecords();
    observer.disconnect();
    return records.length;
  }

  it('leaves a title that already has its fit untouched, and looks again when the root size changes', async () => {
    const title = document.createElement('h1');
    document.body.append(title);
    expect(fitElement(title)).toEqual({ fontSize: FIT_FLOOR_PX, mode: 'one' });
    expect(title.style.fontSize).toBe(`${FIT_FLOOR_PX}px`);
    expect(await changesDuring(title, () => fitElement(title))).toBe(0);

    document.documentElement.style.fontSize = '40px';
    expect(await changesDuring(title, () => fitElement(title))).toBeGreaterThan(0);
    expect(title.dataset.fit).toBe('one');
    document.documentElement.style.fontSize = '';
    title.remove();
  });
});
