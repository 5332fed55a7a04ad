/** Seeded pseudo-random numbers so every render of the demo art is byte-for-byte repeatable. */
export interface Rng {
  next(): number;
  range(min: number, max: number): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
}

function hashSeed(seed: string): number {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** mulberry32: tiny, fast and good enough for decorative scatter. */
export function createRng(seed: string | number): Rng {
  let state = typeof seed === 'number' ? seed >>> 0 : hashSeed(seed);
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => Math.floor(min + (max - min + 1) * next()),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  };
}

/**
 * Fractal value noise over u ∈ [0, 1], periodic with period 1 so panoramas join at the seam.
 * Returns values roughly in [-1, 1].
 */
export function createNoise(rng: Rng, cells: number, octaves = 3): (u: number) => number {
  const layers: { cells: number; amp: number; values: number[] }[] = [];
  let amp = 1;
  let total = 0;
  for (let o = 0; o < octaves; o++) {
    const n = cells * 2 ** o;
    layers.push({ cells: n, amp, values: Array.from({ length: n }, () => rng.range(-1, 1)) });
    total += amp;
    amp *= 0.5;
  }
  return (u) => {
    let sum = 0;
    for (const layer of layers) {
      const x = (((u % 1) + 1) % 1) * layer.cells;
      const i = Math.floor(x);
      const f = x - i;
      const a = layer.values[i % layer.cells] ?? 0;
      const b = layer.values[(i + 1) % layer.cells] ?? 0;
      const s = f * f * (3 - 2 * f);
      sum += (a + (b - a) * s) * layer.amp;
    }
    return sum / total;
  };
}
