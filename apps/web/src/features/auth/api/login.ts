import type { LoginBody, LoginData } from '@scenic/contracts';
import { request } from '#web/lib/request.ts';

/** Exchanges a destination and its code for a session. */
export async function login(body: LoginBody): Promise<LoginData> {
  const { data } = await request<LoginData>('/index/login/login', { method: 'POST', body });
  return data;
}
