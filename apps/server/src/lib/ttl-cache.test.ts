import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache.ts';

describe('TtlCache', () => {
  it('keeps a loaded value until it expires', async () => {
    let now = 0;
    let loads = 0;
    const cache = new TtlCache<number>(1000, () => now);
    const load = async () => ++loads;
    expect(await cache.getOrLoad('k', load)).toBe(1);
    now = 999;
    expect(await cache.getOrLoad('k', load)).toBe(1);
    now = 1000;
    expect(await cache.getOrLoad('k', load)).toBe(2);
  });

  it('loads afresh after clear, and does not keep a load that began before it', async () => {
    const cache = new TtlCache<string>(60_000);
    let finishOld: (value: string) => void = () => {};
    const old = cache.getOrLoad('k', () => new Promise((resolve) => (finishOld = resolve)));
    cache.clear();
    // A read after the change does not join the load that may have read the old rows.
    const fresh = cache.getOrLoad('k', async () => 'new');
    finishOld('old');
    expect(await old).toBe('old');
    expect(await fresh).toBe('new');
    expect(await cache.getOrLoad('k', async () => 'loaded again')).toBe('new');
  });
});
