import type { ContactBody } from '@scenic/contracts';
import { request } from '#web/lib/request.ts';

/** Sends the help centre's contact form to the operator. */
export async function sendContact(body: ContactBody): Promise<void> {
  await request<null>('/index/common/contact', { method: 'POST', body });
}
