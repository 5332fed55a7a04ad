import { sql } from 'kysely';
import type { Db } from '#server/db/database.ts';
import { containsPattern } from '#server/lib/like-pattern.ts';

export interface MessageFilter {
  state: 'open' | 'handled' | 'all';
  /** Part of the name, phone, e-mail or message, in any case. */
  q?: string | undefined;
}

function filtered(db: Db, filter: MessageFilter) {
  let query = db.selectFrom('contact_message');
  if (filter.state === 'open') query = query.where('contact_message.handled_at', 'is', null);
  if (filter.state === 'handled') query = query.where('contact_message.handled_at', 'is not', null);
  if (filter.q) {
    // PostgreSQL's like is case-sensitive: both sides in lower case match in any case on both engines.
    const text = containsPattern(filter.q.toLowerCase());
    query = query.where(
      sql<boolean>`(lower(contact_message.name) like ${text} escape '\\'
        or contact_message.phone like ${text} escape '\\'
        or lower(contact_message.email) like ${text} escape '\\'
        or lower(contact_message.content) like ${text} escape '\\')`,
    );
  }
  return query;
}

export async function countMessages(db: Db, filter: MessageFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const COLUMNS = [
  'contact_message.id',
  'contact_message.name',
  'contact_message.phone',
  'contact_message.email',
  'contact_message.content',
  'contact_message.created_at',
  'contact_message.handled_at',
  'contact_message.reply',
  'contact_message.replied_at',
  'staff.user_name as handled_by',
] as const;

/** Open messages first, newest first within each; with the user name of who handled it. */
export function listMessages(db: Db, filter: MessageFilter, limit: number, offset: number) {
  return filtered(db, filter)
    .leftJoin('staff', 'staff.id', 'contact_message.handled_by')
    .select(COLUMNS)
    .orderBy(sql`case when contact_message.handled_at is null then 0 else 1 end`)
    .orderBy('contact_message.created_at', 'desc')
    .orderBy('contact_message.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export function findMessage(db: Db, id: number) {
  return db
    .selectFrom('contact_message')
    .leftJoin('staff', 'staff.id', 'contact_message.handled_by')
    .select(COLUMNS)
    .where('contact_message.id', '=', id)
    .executeTakeFirst();
}

export type MessageRow = NonNullable<Awaited<ReturnType<typeof findMessage>>>;

export function updateMessage(
  db: Db,
  id: number,
  change: {
    handled_at: string | null;
    handled_by: number | null;
    reply?: string;
    replied_at?: string;
  },
) {
  return db.updateTable('contact_message').set(change).where('id', '=', id).execute();
}

/** A message a visitor sent through the help centre's form, kept as typed. */
export async function recordMessage(
  db: Db,
  message: {
    visitor_id: number | null;
    name: string;
    phone: string;
    email: string;
    content: string;
    ip: string;
  },
): Promise<void> {
  await db
    .insertInto('contact_message')
    .values({ ...message, created_at: new Date().toISOString() })
    .execute();
}
