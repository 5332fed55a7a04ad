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

/** A staff account with these roles, made by an admin as the console does, signed in: its token. */
export async function signInNewStaff(
  app: FastifyInstance,
  adminToken: string,
  userName: string,
  roles: readonly string[],
): Promise<string> {
  const password = `${userName}-password`;
  const made = await staffCall(app, adminToken, 'POST', '/console/staff/create', {
    body: { userName, displayName: userName, roles, password },
  });
  if (made.json.code !== 0) throw new Error(`staff not created: ${made.json.msg}`);
  return signInStaff(app, userName, password);
}
