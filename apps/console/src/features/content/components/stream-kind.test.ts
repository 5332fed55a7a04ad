import { describe, expect, it } from 'vitest';
import { playableKind } from './stream-kind';

describe('what the camera drawer can preview', () => {
  it('plays HLS playlists and video files, and shows the cover for anything else', () => {
    expect(playableKind('https://cdn.example.com/live/cam1/index.m3u8?token=a.b')).toBe('hls');
    expect(playableKind(' /uploads/demo/hls/live.m3u8 ')).toBe('hls');
    expect(playableKind('/uploads/videos/clip.MP4')).toBe('file');
    expect(playableKind('https://cdn.example.com/clip.webm#t=3')).toBe('file');
    expect(playableKind('https://www.youtube.com/watch?v=abc')).toBeNull();
    expect(playableKind('javascript:alert(1)//.m3u8')).toBeNull();
    expect(playableKind('')).toBeNull();
  });
});
