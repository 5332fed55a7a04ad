/**
 * The return leg of the Google / Facebook redirect flows. The providers come back to `/h5/` with
 * the token in the URL fragment (`#id_token=...&state=google.xyz`); the app's CSP allows no
 * provider SDK, so this module reads the fragment before the router starts, checks it against what
 * the login page saved before leaving, and wipes it from the address bar and the history.
 * It is kept free of imports: it runs in the start-up bundle of every page.
 */
export type SocialProvider = 'google' | 'facebook';

/** sessionStorage key of the `state` (and Google `nonce`) saved before leaving for a provider. */
export const SOCIAL_PENDING_KEY = 'socialLogin';

export interface SavedSocialRequest {
  state: string;
  nonce?: string;
}

export interface SocialFragment {
  provider: SocialProvider;
  state: string;
  /** Google's ID token or Facebook's access token; absent when the provider reports an error. */
  token?: string;
  error?: string;
}

/** What the login page finishes: a token to exchange, or a failure to report. */
export type SocialReturn =
  | { provider: SocialProvider; token: string }
  | { provider: SocialProvider | null; error: 'cancelled' | 'invalid' };

const TOKEN_PARAM: Record<SocialProvider, string> = {
  google: 'id_token',
  facebook: 'access_token',
};

/** Recognises a provider's answer in a location hash; any ordinary `#/route` is not one. */
export function parseSocialFragment(hash: string): SocialFragment | null {
  const fragment = hash.replace(/^#/, '');
  if (!fragment || fragment.startsWith('/')) return null;
  const params = new URLSearchParams(fragment);
  const state = params.get('state') ?? '';
  const provider = state.split('.')[0];
  if (provider !== 'google' && provider !== 'facebook') return null;
  const token = params.get(TOKEN_PARAM[provider]) ?? undefined;
  const error = params.get('error') ?? undefined;
  if (!token && !error) return null;
  return { provider, state, token, error };
}

/** The `nonce` claim of a Google ID token (a JWT); null when it cannot be read. */
export function idTokenNonce(idToken: string): string | null {
  const payload = idToken.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims = JSON.parse(json) as { nonce?: unknown };
    return typeof claims.nonce === 'string' ? claims.nonce : null;
  } catch {
    return null;
  }
}

/**
 * Checks a provider's answer against the saved request: the `state` must be the one this browser
 * sent (so nobody can log a visitor into their account), and Google's token must carry our `nonce`.
 */
export function verifySocialFragment(
  fragment: SocialFragment,
  saved: SavedSocialRequest | null,
): SocialReturn {
  if (!saved || saved.state !== fragment.state) {
    return { provider: fragment.provider, error: 'invalid' };
  }
  if (!fragment.token) return { provider: fragment.provider, error: 'cancelled' };
  if (fragment.provider === 'google' && idTokenNonce(fragment.token) !== saved.nonce) {
    return { provider: fragment.provider, error: 'invalid' };
  }
  return { provider: fragment.provider, token: fragment.token };
}

function readSaved(storage: Storage): SavedSocialRequest | null {
  try {
    const value = JSON.parse(storage.getItem(SOCIAL_PENDING_KEY) ?? 'null') as unknown;
    return value && typeof (value as SavedSocialRequest).state === 'string'
      ? (value as SavedSocialRequest)
      : null;
  } catch {
    return null;
  }
}

// Held in memory only: the token is never written anywhere the browser keeps.
let pending: SocialReturn | null = null;

/**
 * Run once before the router starts. When the address holds a provider's answer, remembers the
 * verified result for the login page and replaces the address with `#/login`.
 */
export function captureSocialReturn(
  location: Location = window.location,
  history: History = window.history,
  storage: Storage = window.sessionStorage,
): boolean {
  const fragment = parseSocialFragment(location.hash);
  if (!fragment) return false;
  pending = verifySocialFragment(fragment, readSaved(storage));
  storage.removeItem(SOCIAL_PENDING_KEY);
  history.replaceState(null, '', `${location.pathname}${location.search}#/login`);
  return true;
}

/** The login page takes the captured result once. */
export function takeSocialReturn(): SocialReturn | null {
  const result = pending;
  pending = null;
  return result;
}
