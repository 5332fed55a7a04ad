/**
 * Where a point of the flat (equirectangular) panorama is in the visitors' viewer, and back. The
 * same convention as Photo Sphere Viewer's equirectangular adapter (`textureCoordsToSphericalCoords`)
 * that the visitor's VR page uses, in degrees: the middle of the picture is yaw 0, pitch 0; yaw grows
 * to the right up to 180 at the right edge (−180 at the left edge, the same seam behind the
 * visitor); pitch is 90 at the top edge and −90 at the bottom. So a hotspot lands where staff clicked.
 */

/** A point on the picture as fractions of its width and height, 0..1 from the top left. */
export interface PicturePoint {
  x: number;
  y: number;
}

/** Where a hotspot looks, in degrees: yaw −180..180, pitch −90..90. */
export interface Angles {
  yaw: number;
  pitch: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
/** Hundredths of a degree: finer than a pixel of any panorama staff upload. */
const hundredths = (value: number) => {
  const rounded = Math.round(value * 100) / 100;
  return Object.is(rounded, -0) ? 0 : rounded;
};

/** A click on the flat picture (fractions of its size) as the yaw and pitch to save. */
export function pointToAngles(point: PicturePoint): Angles {
  return {
    yaw: hundredths(clamp(point.x, 0, 1) * 360 - 180),
    pitch: hundredths(90 - clamp(point.y, 0, 1) * 180),
  };
}

/** Where to draw a hotspot's marker on the flat picture (fractions of its size). */
export function anglesToPoint(angles: Angles): PicturePoint {
  // Any turn is the same direction: bring the yaw into −180..180 first.
  const yaw = ((((angles.yaw + 180) % 360) + 360) % 360) - 180;
  const x = angles.yaw === 180 ? 1 : (yaw + 180) / 360;
  return { x, y: (90 - clamp(angles.pitch, -90, 90)) / 180 };
}

/** A pointer event's place on an element, as fractions of the element's size. */
export function pointIn(
  rect: { left: number; top: number; width: number; height: number },
  clientX: number,
  clientY: number,
): PicturePoint {
  return {
    x: clamp((clientX - rect.left) / rect.width, 0, 1),
    y: clamp((clientY - rect.top) / rect.height, 0, 1),
  };
}
