import QRCode from 'qrcode';

/**
 * A gate pass's QR code as an SVG data address for an <img> (the CSP allows data: images):
 * sharp at any size and on any screen density, with a quiet zone the gate scanners need.
 */
export async function qrDataUrl(code: string): Promise<string> {
  const svg = await QRCode.toString(code, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
    color: { dark: '#000000', light: '#ffffff' },
  });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
