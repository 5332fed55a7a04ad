import { describe, expect, it } from 'vitest';
import { homeFor, menuFor, SCREENS, screensFor } from './screens';

describe('the menu follows the staff member’s roles', () => {
  it('shows an admin every screen', () => {
    expect(homeFor(['admin'])).toBe('/dashboard');
    expect(
      menuFor(['admin']).map(({ group, screens }) => [group, screens.map((s) => s.key)]),
    ).toEqual([
      ['operations', ['dashboard', 'orders', 'refunds', 'gate', 'kitchen', 'counter', 'inbox']],
      [
        'content',
        ['banners', 'home', 'notices', 'park', 'cameras', 'weather', 'reviews', 'help', 'vr'],
      ],
      ['catalogue', ['tickets', 'calendar', 'goods', 'promotions', 'giftCards', 'scenery']],
      ['administration', ['staff', 'audit', 'outbox', 'tax', 'privacy', 'eInvoices']],
    ]);
    // Every screen is in the menu once.
    expect(screensFor(['admin'])).toHaveLength(SCREENS.length);
  });

  it('shows only the groups that hold a screen of the account', () => {
    expect(menuFor(['gate']).map(({ group }) => group)).toEqual(['operations']);
    expect(menuFor(['content']).map(({ group }) => group)).toEqual(['content', 'catalogue']);
  });

  it('shows gate staff only the gate, and lands them there', () => {
    expect(screensFor(['gate']).map((s) => s.key)).toEqual(['dashboard', 'gate']);
    expect(homeFor(['gate'])).toBe('/gate');
  });

  it('lands each role on the screen it works on, whatever else it may open', () => {
    expect(homeFor(['counter'])).toBe('/counter');
    expect(homeFor(['kitchen'])).toBe('/kitchen');
    expect(homeFor(['kitchen', 'gate'])).toBe('/gate');
    expect(homeFor(['counter', 'admin'])).toBe('/dashboard');
  });

  it('gives the counter the order search too, and combines roles', () => {
    expect(screensFor(['counter']).map((s) => s.key)).toEqual([
      'dashboard',
      'orders',
      'counter',
      'inbox',
    ]);
    expect(screensFor(['kitchen', 'gate']).map((s) => s.key)).toEqual([
      'dashboard',
      'gate',
      'kitchen',
    ]);
  });

  it('lands content staff on the banners, and an account with no screen on a page that says so', () => {
    expect(homeFor(['content'])).toBe('/content/banners');
    expect(screensFor(['content']).map((s) => s.key)).toEqual([
      'banners',
      'home',
      'notices',
      'park',
      'cameras',
      'weather',
      'reviews',
      'help',
      'vr',
      'tickets',
      'calendar',
      'goods',
      'scenery',
    ]);
    expect(homeFor([])).toBe('/no-access');
  });
});
