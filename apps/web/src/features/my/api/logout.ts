import { request } from '#web/lib/request.ts';
import { clearSession } from '#web/lib/session.ts';

/**
 * Ends the session on the server (the token is revoked), then forgets the visitor here the way
 * an expired session is forgotten: token, user, cart and shopCart. The local part happens even
 * when the server cannot be reached, so "Log out" always logs out on this phone.
 */
export async function logout(): Promise<void> {
  try {
    // An expired session is already over: the visitor stays where they are, signed out.
    await request<null>('/index/login/logout', { method: 'POST', signedOutIsFine: true });
  } finally {
    clearSession();
  }
}
