import type { LoginBody, SendCodeBody, Visitor } from '@scenic/contracts';
import { request } from '#web/lib/request.ts';
import { saveUser } from '#web/lib/session.ts';

/** Corrects the nickname; the stored profile follows. */
export async function saveNickname(nickname: string): Promise<Visitor> {
  const { data } = await request<Visitor>('/index/privacy/profile', {
    method: 'POST',
    body: { nickname },
  });
  saveUser(data);
  return data;
}

/** Sends a code to the new phone number or e-mail address, to prove it is the visitor's. */
export async function sendContactCode(body: SendCodeBody): Promise<{ resendAfter: number }> {
  const { data } = await request<{ resendAfter: number }>('/index/privacy/contact/sendCode', {
    method: 'POST',
    body,
  });
  return data;
}

/** Makes the new contact the account's, with the code sent to it. */
export async function changeContact(body: LoginBody): Promise<Visitor> {
  const { data } = await request<Visitor>('/index/privacy/contact/change', {
    method: 'POST',
    body,
  });
  saveUser(data);
  return data;
}
