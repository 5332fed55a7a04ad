import { DESIGN_WIDTH_PX } from '@scenic/contracts';

/** SPEC §9: 100px above the 1080 px draft width, else width/1080*100 px, so 1rem = 100 design px. */
export function rootFontSize(viewportWidth: number): number {
  return viewportWidth > DESIGN_WIDTH_PX ? 100 : (viewportWidth / DESIGN_WIDTH_PX) * 100;
}

export function applyRootFontSize(): void {
  const width = document.documentElement.clientWidth || window.innerWidth;
  document.documentElement.style.fontSize = `${rootFontSize(width)}px`;
}

/** Sets the size now (before the first render) and keeps it right on resize and rotation. */
export function watchRootFontSize(): void {
  applyRootFontSize();
  window.addEventListener('resize', applyRootFontSize);
  window.addEventListener('orientationchange', applyRootFontSize);
}
