import { describe, expect, it } from 'vitest';
import { bannerJump, detailPath, promoJump, safeWebUrl } from './jump';

describe('banner actions (SPEC §2)', () => {
  it('type 1 does nothing', () => {
    expect(bannerJump(1, 'https://example.com')).toEqual({ kind: 'none' });
  });

  it('type 2 opens the external address, and only web addresses', () => {
    expect(bannerJump(2, 'https://www.malaysia.travel/')).toEqual({
      kind: 'external',
      url: 'https://www.malaysia.travel/',
    });
    expect(bannerJump(2, 'javascript:alert(1)')).toEqual({ kind: 'none' });
  });

  it('type 2 does not open an address with a user name or password, saved before they were refused', () => {
    for (const url of [
      'https://user:pw@elsewhere.example/',
      'https://www.malaysia.travel@elsewhere.example/',
      ' https://@elsewhere.example/',
    ]) {
      expect(bannerJump(2, url), url).toEqual({ kind: 'none' });
      expect(safeWebUrl(url), url).toBeNull();
    }
    expect(safeWebUrl('https://wa.me/60123456789')).toBe('https://wa.me/60123456789');
  });

  it('type 3 goes to the section of the keyword', () => {
    expect(bannerJump(3, 'hire')).toEqual({ kind: 'route', to: '/zunlin/index' });
    expect(bannerJump(3, 'store')).toEqual({ kind: 'route', to: '/shop' });
    expect(bannerJump(3, 'ticket')).toEqual({ kind: 'route', to: '/ticket' });
    expect(bannerJump(3, 'food')).toEqual({ kind: 'route', to: '/dianCan' });
    expect(bannerJump(3, 'scenery')).toEqual({ kind: 'route', to: '/scene/list' });
    expect(bannerJump(3, 'casino')).toEqual({ kind: 'none' });
  });

  it('type 4 opens the detail page of the kind and id in its JSON', () => {
    expect(bannerJump(4, '{"type":"ticket","id":1}')).toEqual({
      kind: 'route',
      to: '/ticket/detail?id=1',
    });
    expect(bannerJump(4, '{"type":"hire","id":"7"}')).toEqual({
      kind: 'route',
      to: '/zulin/detail?id=7',
    });
    expect(bannerJump(4, 'not json')).toEqual({ kind: 'none' });
    expect(bannerJump(4, '{"type":"ticket","id":0}')).toEqual({ kind: 'none' });
  });
});

describe('promo jumps', () => {
  it('type 4 takes the kind from contentType and the id from jumpContent', () => {
    expect(promoJump({ jumpType: 4, contentType: 'store', jumpContent: '3' })).toEqual({
      kind: 'route',
      to: '/shop/detail?id=3',
    });
  });

  it('other types jump like banners with jumpContent', () => {
    expect(promoJump({ jumpType: 3, jumpContent: 'food' })).toEqual({
      kind: 'route',
      to: '/dianCan',
    });
    expect(promoJump({ jumpType: 1 })).toEqual({ kind: 'none' });
  });
});

describe('home list taps', () => {
  it('carry the id and from=index', () => {
    expect(detailPath({ type: 'food', id: 4 }, 'index')).toBe('/dianCan/detail?id=4&from=index');
    expect(detailPath({ type: 'scenery', id: 2 }, 'index')).toBe('/scene/detail?id=2&from=index');
  });
});
