import { describe, expect, it } from 'vitest';
import { loginTarget, rememberLoginTarget } from './login-redirect';

describe('where a login returns to', () => {
  it('prefers the navigation state, then the saved address, then My centre', () => {
    sessionStorage.setItem('loginRedirect', '/order/piaoju?id=9');
    expect(loginTarget({ from: '/scene/list/collect' })).toBe('/scene/list/collect');
    expect(loginTarget(null)).toBe('/order/piaoju?id=9');
    sessionStorage.clear();
    expect(loginTarget(undefined)).toBe('/my');
  });

  it('never returns to /login itself nor to another site', () => {
    expect(loginTarget({ from: '/login' })).toBe('/my');
    expect(loginTarget({ from: '/login?x=1' })).toBe('/my');
    expect(loginTarget({ from: '//evil.example/' })).toBe('/my');
    expect(loginTarget({ from: 'https://evil.example/' })).toBe('/my');
    expect(loginTarget({ from: '/loginHelp' })).toBe('/loginHelp');
  });

  it('keeps the target across a trip to a provider', () => {
    rememberLoginTarget('/order');
    expect(loginTarget(null)).toBe('/order');
  });
});
