import type { InboxFilter, InboxMessage, Locale } from '@scenic/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/database.ts';
import { AppError, notFound } from '#server/lib/errors.ts';
import type { StaffActor } from '#server/lib/staff-actor.ts';
import type { Audit } from '#server/modules/audit/service.ts';
import {
  deliveryErrorKey,
  deliveryLogFields,
  type Messaging,
} from '#server/providers/messaging/index.ts';
import { replyMail } from './reply-mail.ts';
import * as repo from './repository.ts';

export interface InboxDeps {
  db: Db;
  messaging: Messaging;
  audit: Audit;
  brandName: (locale: Locale) => Promise<string>;
  now: () => number;
  log: FastifyBaseLogger;
}

const toMessage = (row: repo.MessageRow): InboxMessage => ({
  id: row.id,
  name: row.name,
  phone: row.phone,
  email: row.email,
  content: row.content,
  createdAt: row.created_at,
  handledAt: row.handled_at,
  handledBy: row.handled_by ?? null,
  reply: row.reply,
  repliedAt: row.replied_at,
});

/** The contact form's messages as staff answer them: list, mark handled or open again, reply by e-mail. */
export function createInbox(deps: InboxDeps) {
  const { db } = deps;
  const found = async (id: number) => {
    const row = await repo.findMessage(db, id);
    if (!row) throw notFound();
    return row;
  };

  return {
    /** A page of messages; staff reading visitors' names and contacts is audited (decision 045). */
    async list(query: InboxFilter, actor: StaffActor) {
      const filter = { state: query.state, q: query.q };
      const [total, open, rows] = await Promise.all([
        repo.countMessages(db, filter),
        repo.countMessages(db, { state: 'open' }),
        repo.listMessages(db, filter, query.limit, (query.page - 1) * query.limit),
      ]);
      if (rows.length > 0) {
        await deps.audit.record(db, {
          ...actor,
          action: 'privacy.personal_data_viewed',
          target: 'inbox',
          after: { screen: 'inbox', messages: rows.map((row) => row.id) },
        });
      }
      return { list: rows.map(toMessage), total, page: query.page, limit: query.limit, open };
    },

    /** Marks a message handled, or open again; one that is already so is left as it is. */
    async setHandled(id: number, handled: boolean, actor: StaffActor): Promise<InboxMessage> {
      const row = await found(id);
      if ((row.handled_at !== null) === handled) return toMessage(row);
      await db.transaction().execute(async (trx) => {
        await repo.updateMessage(trx, id, {
          handled_at: handled ? new Date(deps.now()).toISOString() : null,
          handled_by: handled ? actor.staffId : null,
        });
        await deps.audit.record(trx, {
          staffId: actor.staffId,
          action: handled ? 'inbox.handled' : 'inbox.reopened',
          target: `contact:${id}`,
          ip: actor.ip,
        });
      });
      return toMessage(await found(id));
    },

    /**
     * E-mails `text` to the address the visitor left and keeps it on the message, now handled. A
     * mail that did not go changes nothing. The text is never logged nor audited, only its length.
     */
    async reply(
      id: number,
      text: string,
      locale: Locale,
      actor: StaffActor,
    ): Promise<InboxMessage> {
      const row = await found(id);
      if (!row.email) throw new AppError('inboxNoEmail');
      const mail = replyMail(text, row.content, await deps.brandName(locale), locale);
      try {
        await deps.messaging.send({
          channel: 'email',
          to: row.email,
          ...mail,
          purpose: 'contact_reply',
        });
      } catch (error) {
        deps.log.warn({ contactId: id, ...deliveryLogFields(error) }, 'inbox reply not delivered');
        throw new AppError(deliveryErrorKey('email', error, 'emailUnavailable'));
      }
      const at = new Date(deps.now()).toISOString();
      await db.transaction().execute(async (trx) => {
        await repo.updateMessage(trx, id, {
          handled_at: at,
          handled_by: actor.staffId,
          reply: text,
          replied_at: at,
        });
        await deps.audit.record(trx, {
          staffId: actor.staffId,
          action: 'inbox.replied',
          target: `contact:${id}`,
          after: { to: row.email, length: text.length },
          ip: actor.ip,
        });
      });
      return toMessage(await found(id));
    },
  };
}

export type Inbox = ReturnType<typeof createInbox>;
