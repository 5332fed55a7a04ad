import type { SendCodeBody } from '@scenic/contracts';
import { request } from '#web/lib/request.ts';

/** Sends a login code by SMS or e-mail; resolves with the seconds before another may be asked. */
export async function sendCode(body: SendCodeBody): Promise<{ resendAfter: number }> {
  const { data } = await request<{ resendAfter: number }>('/index/login/sendCode', {
    method: 'POST',
    body,
  });
  return data;
}
