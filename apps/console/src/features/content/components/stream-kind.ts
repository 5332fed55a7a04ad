import { isStreamAddress } from '@scenic/contracts';

/** How the browser can play a stream address: an HLS playlist, a video file, or not here at all. */
export function playableKind(stream: string): 'hls' | 'file' | null {
  const address = stream.trim();
  if (!isStreamAddress(address)) return null;
  const path = (address.split(/[?#]/)[0] ?? '').toLowerCase();
  if (path.endsWith('.m3u8')) return 'hls';
  if (/\.(mp4|m4v|webm)$/.test(path)) return 'file';
  return null;
}
