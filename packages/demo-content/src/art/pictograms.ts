/** White line pictograms drawn in a 60×60 box centred on 0,0: used on the map and cards. */
export const PICTOGRAMS: Record<string, string> = {
  gate: '<path d="M-20 20V-6M20 20V-6M-26 -6H26M-22 -6L-26 -16Q0 -8 26 -16L22 -6" fill="none"/><path d="M-12 20V2H12V20" fill="none"/>',
  food: '<path d="M-22 0H22Q20 20 0 20Q-20 20 -22 0Z"/><path d="M-8 -6Q-12 -12 -8 -18M2 -6Q-2 -12 2 -18M12 -6Q8 -12 12 -18" fill="none"/>',
  shop: '<path d="M-18 -6H18L20 20H-20Z"/><path d="M-8 -6V-12A8 8 0 0 1 8 -12V-6" fill="none"/>',
  bike: '<circle cx="-13" cy="8" r="9" fill="none"/><circle cx="13" cy="8" r="9" fill="none"/><path d="M-13 8L-4 -8H8L13 8M-4 -8L2 8H-13M6 -14H12" fill="none"/>',
  kayak:
    '<path d="M-26 8Q0 20 26 8Q0 2 -26 8Z"/><path d="M-16 -14L16 16" fill="none"/><circle cx="0" cy="-6" r="4"/>',
  orchid:
    '<circle cx="0" cy="-10" r="7"/><circle cx="-10" cy="-1" r="7"/><circle cx="10" cy="-1" r="7"/><circle cx="-6" cy="10" r="6"/><circle cx="6" cy="10" r="6"/>',
  bridge:
    '<path d="M-26 -4Q0 16 26 -4M-26 -12Q0 8 26 -12M-18 -8V4M-9 -2V9M0 0V11M9 -2V9M18 -8V4" fill="none"/>',
  hornbill:
    '<path d="M-20 8Q-10 -8 6 -6Q12 -14 24 -6Q14 -4 10 0Q6 10 -8 12Z"/><path d="M4 -10Q12 -20 22 -12" fill="none"/>',
  waterfall:
    '<path d="M-14 -20V10M-4 -20V14M6 -20V10M16 -20V6" fill="none"/><path d="M-22 16Q0 24 24 16" fill="none"/>',
  cablecar:
    '<path d="M-26 -18L26 -6M0 -12V-4" fill="none"/><rect x="-12" y="-4" width="24" height="22" rx="5"/>',
  night: '<path d="M6 -20A18 18 0 1 0 20 6A14 14 0 0 1 6 -20Z"/>',
  summit: '<path d="M-24 18L-4 -16L6 0L12 -8L26 18Z"/>',
  ticket: '<path d="M-22 -12H22V-4A4 4 0 0 0 22 4V12H-22V4A4 4 0 0 0 -22 -4Z"/>',
};

export function pictogram(
  name: string,
  x: number,
  y: number,
  size: number,
  color = '#ffffff',
): string {
  const s = size / 60;
  return `<g transform="translate(${x} ${y}) scale(${Math.round(s * 100) / 100})" fill="${color}" stroke="${color}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round">${PICTOGRAMS[name] ?? ''}</g>`;
}
