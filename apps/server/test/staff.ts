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
