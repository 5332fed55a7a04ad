/**
 * Remakes the looping demo clip used by the home page and the live-camera pages:
 * renders frames of the animated river valley with the same SVG builders as the demo images,
 * then encodes an MP4 and an HLS copy with ffmpeg (a build-time tool only; the server never
 * needs it). Run from the repository root: node packages/demo-content/src/art/make-demo-video.ts
 */
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { videoScene } from './index.ts';
import { createDoc, render } from './svg.ts';

const FRAMES = 60;
const INPUT_FPS = 8;
const WIDTH = 640;
const HEIGHT = 360;
const out = join(dirname(fileURLToPath(import.meta.url)), '../../assets/demo');

function ffmpeg(args: string[]): void {
  const result = spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], {
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`ffmpeg failed with status ${result.status}`);
}

const frames = await mkdtemp(join(tmpdir(), 'park-video-'));
try {
  for (let i = 0; i < FRAMES; i++) {
    // Same seed every frame so only the animated parts move.
    const doc = createDoc(WIDTH, HEIGHT, 'home-video');
    const svg = render(doc, videoScene(doc, i / FRAMES));
    await sharp(Buffer.from(svg))
      .png()
      .toFile(join(frames, `f${String(i).padStart(3, '0')}.png`));
  }
  // Blend-interpolate to 24 fps so the 8 fps source plays smoothly; keyframes every 2 s for HLS.
  const encode = [
    '-framerate',
    String(INPUT_FPS),
    '-i',
    join(frames, 'f%03d.png'),
    '-vf',
    'minterpolate=fps=24:mi_mode=blend,format=yuv420p',
    '-c:v',
    'libx264',
    '-profile:v',
    'main',
    '-preset',
    'slow',
    '-crf',
    '27',
    '-g',
    '48',
    '-keyint_min',
    '48',
    '-sc_threshold',
    '0',
    '-an',
  ];
  await mkdir(join(out, 'hls'), { recursive: true });
  ffmpeg([...encode, '-movflags', '+faststart', join(out, 'park.mp4')]);
  ffmpeg([
    ...encode,
    '-f',
    'hls',
    '-hls_time',
    '2',
    '-hls_playlist_type',
    'vod',
    '-hls_segment_filename',
    join(out, 'hls', 'segment%02d.ts'),
    join(out, 'hls', 'index.m3u8'),
  ]);
  console.log(`wrote ${join(out, 'park.mp4')} and ${join(out, 'hls', 'index.m3u8')}`);
} finally {
  await rm(frames, { recursive: true, force: true });
}
