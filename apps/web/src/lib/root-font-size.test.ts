import { describe, expect, it } from 'vitest';
import { applyRootFontSize, rootFontSize } from './root-font-size';

describe('root font size (SPEC §9)', () => {
  it('is width/1080*100 px up to 1080 px and 100 px above', () => {
    expect(rootFontSize(1080)).toBe(100);
    expect(rootFontSize(540)).toBe(50);
    expect(rootFontSize(390)).toBeCloseTo(36.111, 3);
    expect(rootFontSize(1081)).toBe(100);
    expect(rootFontSize(2000)).toBe(100);
  });

  it('sets the size on <html>', () => {
    Object.defineProperty(document.documentElement, 'clientWidth', {
      value: 540,
      configurable: true,
    });
    applyRootFontSize();
    expect(document.documentElement.style.fontSize).toBe('50px');
  });
});
