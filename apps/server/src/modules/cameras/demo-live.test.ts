import { cp, mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { call } from '#test/call.ts';
import { enginesUnderTest } from '#test/engines.ts';
import { createTestApp } from '#test/test-app.ts';
import { livePlaylist, readSegments } from './demo-live.ts';

const clip = readSegments(
  [
    '#EXTM3U',
    '#EXT-X-PLAYLIST-TYPE:VOD',
    '#EXTINF:2.000000,',
    'segment00.ts',
    '#EXTINF:2.000000,',
    'segment01.ts',
    '#EXTINF:2.000000,',
    'segment02.ts',
    '#EXTINF:1.291667,',
    'segment03.ts',
    '#EXT-X-ENDLIST',
  ].join('\n'),
  '/uploads/demo/hls/',
);

/** Each listed segment's media sequence and discontinuity numbers, as a player counts them. */
function numbered(playlist: string) {
  const lines = playlist.split('\n');
  let sequence = Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(playlist)?.[1]);
  let discontinuity = Number(/#EXT-X-DISCONTINUITY-SEQUENCE:(\d+)/.exec(playlist)?.[1]);
  const segments: { sequence: number; discontinuity: number; uri: string }[] = [];
  for (const line of lines) {
    if (line === '#EXT-X-DISCONTINUITY') discontinuity++;
    else if (line.endsWith('.ts'))
      segments.push({ sequence: sequence++, discontinuity, uri: line });
  }
  return segments;
}

describe('the demo clip as a live stream', () => {
  it('reads the clip’s segments and durations', () => {
    expect(clip.map((segment) => segment.seconds)).toEqual([2, 2, 2, 1.291667]);
    expect(clip[0]?.uri).toBe('/uploads/demo/hls/segment00.ts');
  });

  it('is a live playlist: a window of six segments and no end', () => {
    const playlist = livePlaylist(clip, Date.parse('2026-11-23T06:00:00Z'));
    expect(playlist).not.toContain('#EXT-X-ENDLIST');
    expect(playlist).not.toContain('PLAYLIST-TYPE');
    expect(playlist).toContain('#EXT-X-TARGETDURATION:2');
    expect(numbered(playlist)).toHaveLength(6);
  });

  it('moves on with the clock, the clip starting again after a discontinuity', () => {
    const start = Date.parse('2026-11-23T06:00:00Z');
    let previous = numbered(livePlaylist(clip, start));
    let moved = 0;
    for (let second = 1; second <= 30; second++) {
      const now = numbered(livePlaylist(clip, start + second * 1000));
      // A segment keeps its numbers from one reload to the next, as players require.
      for (const segment of now) {
        const before = previous.find((old) => old.sequence === segment.sequence);
        if (before) expect(segment).toEqual(before);
      }
      if ((now[0]?.sequence ?? 0) > (previous[0]?.sequence ?? 0)) moved++;
      // Segment 00 follows segment 03 only across a discontinuity.
      now.forEach((segment, index) => {
        const next = now[index + 1];
        if (next?.uri.endsWith('segment00.ts')) {
          expect(next.discontinuity).toBe(segment.discontinuity + 1);
        }
      });
      previous = now;
    }
    // About 30 s / 1.82 s a segment on average.
    expect(moved).toBeGreaterThanOrEqual(14);
    expect(moved).toBeLessThanOrEqual(18);
  });
});

describe.each(enginesUnderTest())('demo cameras on $name', (engine) => {
  it('play the clip as a live stream that players do not end or seek', async () => {
    // The clip as the demo seed puts it among the uploads.
    const dataDir = path.join('/tmp', `scenic-demo-live-${engine.name}-${process.pid}`);
    const hls = fileURLToPath(
      new URL('../../../../../packages/demo-content/assets/demo/hls', import.meta.url),
    );
    await mkdir(path.join(dataDir, 'uploads/demo'), { recursive: true });
    await cp(hls, path.join(dataDir, 'uploads/demo/hls'), { recursive: true });
    const t = await createTestApp(engine, { env: { DATA_DIR: dataDir } });
    try {
      const { json } = await call(t.app, 'GET', '/index/index/cameraList');
      const stream = json.data[0].stream as string;
      expect(stream).toBe('/uploads/demo/hls/live.m3u8');
      const first = await t.app.inject({ method: 'GET', url: stream });
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toBe('application/vnd.apple.mpegurl');
      expect(first.headers['cache-control']).toBe('no-cache');
      expect(first.body).not.toContain('#EXT-X-ENDLIST');
      expect(first.body).toMatch(/\n\/uploads\/demo\/hls\/segment0\d\.ts\n/);
    } finally {
      await t.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
