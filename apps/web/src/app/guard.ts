import { findRoute, HOME_PATH, LOGIN_PATH } from './route-table';

interface GuardInput {
  /** Where the visitor is going. */
  to: string;
  /** Where they were before, if anywhere. */
  from: string | null;
  hasToken: boolean;
}

/**
 * The navigation guard of SPEC §2: a login route without a stored token goes to /login, unless the
 * visitor is coming back from /login still without one (then home, so Back never loops).
 * Returns where to send the visitor instead, or null to let them through.
 */
export function guardRedirect({ to, from, hasToken }: GuardInput): string | null {
  if (hasToken || !findRoute(to)?.login) return null;
  return from === LOGIN_PATH ? HOME_PATH : LOGIN_PATH;
}
