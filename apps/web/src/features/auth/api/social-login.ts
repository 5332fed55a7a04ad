import type { LoginData } from '@scenic/contracts';
import { request } from '#web/lib/request.ts';
import type { SocialProvider } from '../social/social-return';

/** Exchanges a Google ID token or a Facebook access token for a session. */
export async function socialLogin(provider: SocialProvider, token: string): Promise<LoginData> {
  const body = provider === 'google' ? { credential: token } : { accessToken: token };
  const { data } = await request<LoginData>(`/index/login/${provider}`, { method: 'POST', body });
  return data;
}
