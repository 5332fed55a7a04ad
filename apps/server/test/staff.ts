import { STAFF_TOKEN_HEADER } from '@scenic/contracts';
import type { FastifyInstance } from 'fastify';
import { type CallOptions, call } from './call.ts';
import { TEST_ADMIN_PASSWORD } from './test-app.ts';

/** Logs a staff member in as the console does; answers their session token. */
export async function signInStaff(
  app: FastifyInstance,
  userName = 'admin',
  password = TEST_ADMIN_PASSWORD,
): Promise<string> {
  const answer = await call(app, 'POST', '/console/auth/login', { body: { userName, password } });
  if (answer.json.code !== 0) throw new Error(`staff login failed: ${answer.json.msg}`);
  return answer.json.data.token as string;
}

/** A console call with a staff token in its header. */
export function staffCall(
  app: FastifyInstance,
  token: string | null,
  method: 'GET' | 'POST',
  url: string,
  options: CallOptions = {},
) {
  return call(app, method, url, {
    ...options,
    headers: { ...(token === null ? {} : { [STAFF_TOKEN_HEADER]: token }), ...options.headers },
  });
}

/**
 * A staff account made by an admin as the console does, whose holder has then logged in and
 * changed the first password to `password`, as every new account must: its id, and the session
 * that made the change (still signed in).
 */
export async function createStaff(
  app: FastifyInstance,
  adminToken: string,
  account: { userName: string; roles: readonly string[]; password: string; displayName?: string },
): Promise<{ id: number; token: string }> {
  const first = `first ${account.password} given in person`;
  const made = await staffCall(app, adminToken, 'POST', '/console/staff/create', {
    body: {
      userName: account.userName,
      displayName: account.displayName ?? account.userName,
      roles: account.roles,
      password: first,
    },
  });
  if (made.json.code !== 0) throw new Error(`staff not created: ${made.json.msg}`);
  const token = await signInStaff(app, account.userName, first);
  const changed = await staffCall(app, token, 'POST', '/console/auth/password', {
    body: { oldPassword: first, newPassword: account.password },
  });
  if (changed.json.code !== 0) throw new Error(`first password not changed: ${changed.json.msg}`);
  return { id: made.json.data.id as number, token };
}

/** A staff account with these roles, made by an admin as the console does, signed in: its token. */
export async function signInNewStaff(
  app: FastifyInstance,
  adminToken: string,
  userName: string,
  roles: readonly string[],
): Promise<string> {
  return (await createStaff(app, adminToken, { userName, roles, password: STAFF_TEST_PASSWORD }))
    .token;
}

/** A password good enough for any test account (it names none of them). */
export const STAFF_TEST_PASSWORD = 'lantern orchid kettle 42';
