import { describe, expect, it, vi } from 'vitest';
import { providerUrl } from './provider-urls';
import {
  captureSocialReturn,
  idTokenNonce,
  parseSocialFragment,
  SOCIAL_PENDING_KEY,
  takeSocialReturn,
  verifySocialFragment,
} from './social-return';

const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const idToken = (nonce: string) => `${base64url({ alg: 'RS256' })}.${base64url({ nonce })}.sig`;

describe('a provider fragment', () => {
  it('is recognised for Google and Facebook, never for an app route', () => {
    expect(parseSocialFragment('#id_token=abc.def.ghi&state=google.s1&authuser=0')).toEqual({
      provider: 'google',
      state: 'google.s1',
      token: 'abc.def.ghi',
      error: undefined,
    });
    expect(
      parseSocialFragment('#access_token=EAAB&expires_in=5000&state=facebook.s2'),
    ).toMatchObject({
      provider: 'facebook',
      token: 'EAAB',
    });
    expect(parseSocialFragment('#error=access_denied&state=google.s1')).toMatchObject({
      error: 'access_denied',
    });
    expect(parseSocialFragment('#/login')).toBeNull();
    expect(parseSocialFragment('#/ticket?state=google.x&id_token=y')).toBeNull();
    expect(parseSocialFragment('#id_token=abc&state=twitter.s1')).toBeNull();
    expect(parseSocialFragment('#state=google.s1')).toBeNull();
    expect(parseSocialFragment('')).toBeNull();
  });

  it('is accepted only with the state this browser saved, and Google only with its nonce', () => {
    const google = { provider: 'google', state: 'google.s1', token: idToken('n1') } as const;
    expect(verifySocialFragment(google, { state: 'google.s1', nonce: 'n1' })).toEqual({
      provider: 'google',
      token: google.token,
    });
    expect(verifySocialFragment(google, { state: 'google.other', nonce: 'n1' })).toMatchObject({
      error: 'invalid',
    });
    expect(verifySocialFragment(google, null)).toMatchObject({ error: 'invalid' });
    expect(verifySocialFragment(google, { state: 'google.s1', nonce: 'n2' })).toMatchObject({
      error: 'invalid',
    });
    const facebook = { provider: 'facebook', state: 'facebook.s2', token: 'EAAB' } as const;
    expect(verifySocialFragment(facebook, { state: 'facebook.s2' })).toEqual({
      provider: 'facebook',
      token: 'EAAB',
    });
    expect(
      verifySocialFragment(
        { provider: 'facebook', state: 'facebook.s2', error: 'denied' },
        {
          state: 'facebook.s2',
        },
      ),
    ).toMatchObject({ error: 'cancelled' });
  });

  it('reads the nonce claim of an ID token', () => {
    expect(idTokenNonce(idToken('abc'))).toBe('abc');
    expect(idTokenNonce('not-a-jwt')).toBeNull();
    expect(idTokenNonce('a.!!!.c')).toBeNull();
  });
});

describe('capturing the return before the router starts', () => {
  it('leaves the token for the login page, replaces the address with #/login and forgets the state', () => {
    sessionStorage.setItem(SOCIAL_PENDING_KEY, JSON.stringify({ state: 'facebook.s2' }));
    const replaceState = vi.fn();
    const location = {
      hash: '#access_token=EAAB123&state=facebook.s2',
      pathname: '/h5/',
      search: '',
    } as Location;
    expect(captureSocialReturn(location, { replaceState } as unknown as History)).toBe(true);
    expect(replaceState).toHaveBeenCalledWith(null, '', '/h5/#/login');
    expect(sessionStorage.getItem(SOCIAL_PENDING_KEY)).toBeNull();
    expect(takeSocialReturn()).toEqual({ provider: 'facebook', token: 'EAAB123' });
    expect(takeSocialReturn()).toBeNull();
  });

  it('drops a token whose state does not match, still cleaning the address', () => {
    sessionStorage.setItem(SOCIAL_PENDING_KEY, JSON.stringify({ state: 'facebook.mine' }));
    const replaceState = vi.fn();
    const location = {
      hash: '#access_token=X&state=facebook.theirs',
      pathname: '/h5/',
      search: '',
    };
    captureSocialReturn(location as Location, { replaceState } as unknown as History);
    expect(replaceState).toHaveBeenCalledWith(null, '', '/h5/#/login');
    expect(takeSocialReturn()).toEqual({ provider: 'facebook', error: 'invalid' });
  });

  it('does nothing on an ordinary address', () => {
    const replaceState = vi.fn();
    const location = { hash: '#/my', pathname: '/h5/', search: '' } as Location;
    expect(captureSocialReturn(location, { replaceState } as unknown as History)).toBe(false);
    expect(replaceState).not.toHaveBeenCalled();
  });
});

describe('provider addresses', () => {
  it('use the redirect flows with state, and a nonce for Google', () => {
    const google = new URL(
      providerUrl('google', 'gid', { state: 'google.s', nonce: 'n' }, 'https://park.example/h5/'),
    );
    expect(google.origin + google.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(Object.fromEntries(google.searchParams)).toEqual({
      client_id: 'gid',
      response_type: 'id_token',
      scope: 'openid email profile',
      redirect_uri: 'https://park.example/h5/',
      nonce: 'n',
      state: 'google.s',
    });
    expect(google.search).toContain('scope=openid%20email%20profile');
    const facebook = new URL(
      providerUrl('facebook', 'fid', { state: 'facebook.s' }, 'https://park.example/h5/'),
    );
    expect(facebook.origin + facebook.pathname).toBe('https://www.facebook.com/v19.0/dialog/oauth');
    expect(Object.fromEntries(facebook.searchParams)).toEqual({
      client_id: 'fid',
      response_type: 'token',
      scope: 'email',
      redirect_uri: 'https://park.example/h5/',
      state: 'facebook.s',
    });
  });
});
