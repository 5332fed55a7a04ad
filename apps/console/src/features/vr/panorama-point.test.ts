import { describe, expect, it } from 'vitest';
import { anglesToPoint, pointIn, pointToAngles } from './panorama-point';

/**
 * Photo Sphere Viewer's equirectangular adapter (the visitor's VR page), for a whole panorama:
 * texture x, y in pixels of a `width`×`height` picture → yaw, pitch in radians, in 0..2π.
 */
function viewerAngles(textureX: number, textureY: number, width: number, height: number) {
  const relativeX = (textureX / width) * Math.PI * 2;
  const relativeY = (textureY / height) * Math.PI;
  return {
    yaw: relativeX >= Math.PI ? relativeX - Math.PI : relativeX + Math.PI,
    pitch: Math.PI / 2 - relativeY,
  };
}
const toDegrees = (radians: number) => (radians * 180) / Math.PI;
/** The same direction: yaws a whole turn apart are equal. */
const sameYaw = (a: number, b: number) => Math.abs(((((a - b) % 360) + 540) % 360) - 180) < 0.01;

describe('a click on the flat panorama is where the hotspot shows to visitors', () => {
  it('puts the middle ahead, the right edge behind, the top straight up', () => {
    expect(pointToAngles({ x: 0.5, y: 0.5 })).toEqual({ yaw: 0, pitch: 0 });
    expect(pointToAngles({ x: 0.75, y: 0.25 })).toEqual({ yaw: 90, pitch: 45 });
    expect(pointToAngles({ x: 0.25, y: 0.75 })).toEqual({ yaw: -90, pitch: -45 });
    expect(pointToAngles({ x: 0, y: 0 })).toEqual({ yaw: -180, pitch: 90 });
    expect(pointToAngles({ x: 1, y: 1 })).toEqual({ yaw: 180, pitch: -90 });
    // A drag past the picture's edge stays on it.
    expect(pointToAngles({ x: 1.2, y: -0.1 })).toEqual({ yaw: 180, pitch: 90 });
  });

  it('agrees with the visitors’ viewer at every point of a 4096×2048 panorama', () => {
    const [width, height] = [4096, 2048];
    for (const [px, py] of [
      [0, 0],
      [1024, 512],
      [2048, 1024],
      [3000, 1800],
      [4095, 2047],
      [317, 1500],
    ] as const) {
      const ours = pointToAngles({ x: px / width, y: py / height });
      const viewer = viewerAngles(px, py, width, height);
      expect(sameYaw(ours.yaw, toDegrees(viewer.yaw))).toBe(true);
      expect(ours.pitch).toBeCloseTo(toDegrees(viewer.pitch), 1);
    }
  });

  it('draws a saved hotspot back where it was clicked', () => {
    for (const point of [
      { x: 0.1, y: 0.2 },
      { x: 0.5, y: 0.5 },
      { x: 0.9, y: 0.95 },
      { x: 0.333, y: 0.667 },
    ]) {
      const back = anglesToPoint(pointToAngles(point));
      expect(back.x).toBeCloseTo(point.x, 4);
      expect(back.y).toBeCloseTo(point.y, 4);
    }
    expect(anglesToPoint({ yaw: 0, pitch: 0 })).toEqual({ x: 0.5, y: 0.5 });
    expect(anglesToPoint({ yaw: 180, pitch: 90 })).toEqual({ x: 1, y: 0 });
    expect(anglesToPoint({ yaw: -180, pitch: -90 })).toEqual({ x: 0, y: 1 });
    // A yaw a turn around (as old tours stored it) is the same place.
    expect(anglesToPoint({ yaw: 206.26, pitch: 0 }).x).toBeCloseTo(
      anglesToPoint({ yaw: -153.74, pitch: 0 }).x,
      6,
    );
  });

  it('reads a pointer on the picture as fractions of its size, kept inside it', () => {
    const rect = { left: 100, top: 50, width: 800, height: 400 };
    expect(pointIn(rect, 500, 250)).toEqual({ x: 0.5, y: 0.5 });
    expect(pointIn(rect, 100, 50)).toEqual({ x: 0, y: 0 });
    expect(pointIn(rect, 1000, 0)).toEqual({ x: 1, y: 0 });
  });
});
