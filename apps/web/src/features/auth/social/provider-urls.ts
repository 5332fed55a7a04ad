import { type SavedSocialRequest, SOCIAL_PENDING_KEY, type SocialProvider } from './social-return';

/** A random, URL-safe value for `state` and `nonce`. */
export function randomToken(bytes = 16): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes));
  return Array.from(values, (value) => value.toString(16).padStart(2, '0')).join('');
}

/** Where the providers send the visitor back: the app's own start page. */
export function redirectUri(origin = window.location.origin): string {
  return new URL(import.meta.env.BASE_URL, origin).href;
}

/** The providers' redirect-flow addresses (no SDK: the CSP allows scripts from 'self' only). */
export function providerUrl(
  provider: SocialProvider,
  clientId: string,
  request: SavedSocialRequest,
  redirect = redirectUri(),
): string {
  if (provider === 'google') {
    const params = new URLSearchParams({
      client_id: clientId,
      response_type: 'id_token',
      scope: 'openid email profile',
      redirect_uri: redirect,
      nonce: request.nonce ?? '',
      state: request.state,
    });
    return `https://accounts.google.com/o/oauth2/v2/auth?${params.toString().replace(/\+/g, '%20')}`;
  }
  const params = new URLSearchParams({
    client_id: clientId,
    response_type: 'token',
    scope: 'email',
    redirect_uri: redirect,
    state: request.state,
  });
  return `https://www.facebook.com/v19.0/dialog/oauth?${params}`;
}

/** Saves the state (and nonce) the return leg checks, then leaves for the provider. */
export function startSocialLogin(provider: SocialProvider, clientId: string): void {
  const request: SavedSocialRequest = {
    state: `${provider}.${randomToken()}`,
    nonce: provider === 'google' ? randomToken() : undefined,
  };
  sessionStorage.setItem(SOCIAL_PENDING_KEY, JSON.stringify(request));
  window.location.assign(providerUrl(provider, clientId, request));
}
