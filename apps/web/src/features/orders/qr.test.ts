import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { qrDataUrl } from './qr';

function svgOf(url: string): string {
  const prefix = 'data:image/svg+xml;charset=utf-8,';
  expect(url.startsWith(prefix)).toBe(true);
  return decodeURIComponent(url.slice(prefix.length));
}

/** Dark modules drawn by the SVG: the lengths of the horizontal runs of its dark path. */
function darkModulesDrawn(svg: string): number {
  const dark = [...svg.matchAll(/<path[^>]*stroke="#000000"[^>]*d="([^"]+)"/g)][0]?.[1] ?? '';
  return [...dark.matchAll(/h(\d+)/g)].reduce((sum, match) => sum + Number(match[1]), 0);
}

describe('the ticket QR code', () => {
  it('draws exactly the QR matrix of the pass code, with a quiet zone', async () => {
    const code = 'TK-20261201-8F3K2Q';
    const svg = svgOf(await qrDataUrl(code));
    const matrix = QRCode.create(code, { errorCorrectionLevel: 'M' }).modules;
    const size = matrix.size + 4;
    expect(svg).toContain(`viewBox="0 0 ${size} ${size}"`);
    const dark = [...matrix.data].filter(Boolean).length;
    expect(darkModulesDrawn(svg)).toBe(dark);
  });

  it('gives another image for another code and the same image for the same code', async () => {
    const first = await qrDataUrl('PASS-0001');
    expect(await qrDataUrl('PASS-0001')).toBe(first);
    expect(await qrDataUrl('PASS-0002')).not.toBe(first);
  });
});
