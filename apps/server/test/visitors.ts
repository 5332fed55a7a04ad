import type { FastifyInstance } from 'fastify';
import type { Db } from '#server/db/database.ts';
import { call } from './call.ts';
import { lastCodeSentTo } from './outbox.ts';

/** Signs a visitor in by e-mail code, as the web app does; answers their token. */
export async function signIn(app: FastifyInstance, db: Db, email: string): Promise<string> {
  await call(app, 'POST', '/index/login/sendCode', { body: { type: 'email', email } });
  const code = await lastCodeSentTo(db, email);
  const answer = await call(app, 'POST', '/index/login/login', {
    body: { type: 'email', email, code },
  });
  return answer.json.data.token as string;
}
