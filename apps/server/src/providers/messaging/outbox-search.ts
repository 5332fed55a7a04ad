import type { OutboxEntry, OutboxFilter } from '@scenic/contracts';
import { sql } from 'kysely';
import type { Db } from '#server/db/database.ts';
import { containsPattern } from '#server/lib/like-pattern.ts';

/** The outbox as the console reads it: newest first, by part of a recipient, channel and status. */
export async function searchOutbox(db: Db, query: OutboxFilter) {
  let filtered = db.selectFrom('outbox');
  if (query.recipient) {
    const text = containsPattern(query.recipient.toLowerCase());
    filtered = filtered.where(sql<boolean>`lower(outbox.recipient) like ${text} escape '\\'`);
  }
  if (query.channel) filtered = filtered.where('outbox.channel', '=', query.channel);
  if (query.status) filtered = filtered.where('outbox.status', '=', query.status);
  const [count, rows] = await Promise.all([
    filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    filtered
      .select([
        'id',
        'channel',
        'recipient',
        'subject',
        'body',
        'purpose',
        'provider',
        'status',
        'error',
        'created_at',
        'sent_at',
      ])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .execute(),
  ]);
  const list: OutboxEntry[] = rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    recipient: row.recipient,
    subject: row.subject,
    body: row.body,
    purpose: row.purpose,
    provider: row.provider,
    status: row.status,
    error: row.error,
    createdAt: row.created_at,
    sentAt: row.sent_at,
  }));
  return { list, total: Number(count.n), page: query.page, limit: query.limit };
}
