import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

/** The demo's recorded clip (a VOD playlist), put among the uploads by the demo seed. */
const DEMO_PLAYLIST = 'demo/hls/index.m3u8';
/** Where the demo cameras point: the clip replayed as a live stream. */
export const DEMO_LIVE_STREAM = '/uploads/demo/hls/live.m3u8';
/** How many segments a live playlist lists at once (a real camera's sliding window). */
const WINDOW = 6;

export interface Segment {
  uri: string;
  seconds: number;
}

/** The segments of a VOD playlist, with their durations. */
export function readSegments(playlist: string, base: string): Segment[] {
  const segments: Segment[] = [];
  let seconds = 0;
  for (const line of playlist.split(/\r?\n/)) {
    const duration = /^#EXTINF:([\d.]+)/.exec(line);
    if (duration) seconds = Number(duration[1]);
    else if (line && !line.startsWith('#')) segments.push({ uri: `${base}${line}`, seconds });
  }
  return segments.filter((segment) => segment.seconds > 0);
}

/**
 * The clip played over and over as if a camera were filming it now: a sliding window of the last
 * segments, numbered from the epoch, with a discontinuity where the clip starts again. It has no
 * end tag, so players treat it as live (no seek bar, the live edge).
 */
export function livePlaylist(segments: readonly Segment[], nowMs: number): string {
  const count = segments.length;
  const loop = segments.reduce((sum, segment) => sum + segment.seconds, 0);
  const elapsed = nowMs / 1000;
  const cycle = Math.floor(elapsed / loop);
  let within = elapsed - cycle * loop;
  let current = 0;
  while (current < count - 1 && within >= (segments[current]?.seconds ?? 0)) {
    within -= segments[current]?.seconds ?? 0;
    current++;
  }
  // The newest segment listed is the last one finished; the one being filmed is not out yet.
  const newest = cycle * count + current - 1;
  const first = newest - WINDOW + 1;
  // Each restart of the clip (a segment 0 after the very first) is a discontinuity; those that
  // left the window are counted in the sequence number.
  const discontinuities = first > 0 ? Math.floor((first - 1) / count) : 0;
  const longest = Math.ceil(Math.max(...segments.map((segment) => segment.seconds)));
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${longest}`,
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${discontinuities}`,
  ];
  for (let index = first; index <= newest; index++) {
    const segment = segments[index % count];
    if (!segment) continue;
    if (index > 0 && index % count === 0) lines.push('#EXT-X-DISCONTINUITY');
    lines.push(`#EXTINF:${segment.seconds.toFixed(6)},`, segment.uri);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * Serves the demo cameras' live stream, so the live page plays as it would with a real camera. The
 * clip is read from the uploads on first use: without the demo seed, the demo cameras stay dark.
 */
export function demoLiveRoutes(uploadsDir: string, now: () => number = Date.now) {
  return async (app: FastifyInstance) => {
    let segments: Segment[] | undefined;
    const clip = async () => {
      if (segments?.length) return segments;
      try {
        const playlist = await readFile(path.join(uploadsDir, DEMO_PLAYLIST), 'utf8');
        segments = readSegments(playlist, '/uploads/demo/hls/');
      } catch {
        segments = [];
      }
      return segments;
    };
    app.get(DEMO_LIVE_STREAM, { schema: { hide: true } }, async (_request, reply) => {
      const segments = await clip();
      if (segments.length === 0) return reply.code(404).send();
      return reply
        .header('Content-Type', 'application/vnd.apple.mpegurl')
        .header('Cache-Control', 'no-cache')
        .send(livePlaylist(segments, now()));
    });
  };
}
