import { describe, expect, it } from 'vitest';
import { uploadSrcSet } from './images.ts';

describe('uploadSrcSet', () => {
  it('offers every smaller width and the original at its natural width', () => {
    expect(uploadSrcSet('/uploads/demo/a.webp', 600)).toBe(
      '/uploads/demo/a.webp?w=180 180w, /uploads/demo/a.webp?w=360 360w, /uploads/demo/a.webp?w=540 540w, /uploads/demo/a.webp 600w',
    );
  });

  it('leaves pictures from elsewhere alone', () => {
    expect(uploadSrcSet('https://example.com/a.webp')).toBe('');
    expect(uploadSrcSet('/uploads/a.webp?v=2')).toBe('');
  });
});
