import type { AddCommentBody } from '@scenic/contracts';
import { request } from '#web/lib/request.ts';

/** Reviews one line (a good's combination) of a completed order: a score of 1–5 and a text. */
export async function addComment(body: AddCommentBody): Promise<void> {
  await request<null>('/index/comment/add', { method: 'POST', body });
}
