import type { ConsoleReview, Locale } from '@scenic/contracts';
import { sql } from 'kysely';
import type { Db } from '#server/db/database.ts';
import { holdLock } from '#server/db/named-lock.ts';
import { notFound } from '#server/lib/errors.ts';
import { containsPattern } from '#server/lib/like-pattern.ts';
import { localizeJson } from '#server/lib/localize.ts';
import type { Audit } from '#server/modules/audit/service.ts';
import { rescore, reviewer } from './service.ts';

interface StaffStep {
  staffId: number | null;
  ip: string;
}

/**
 * Staff's side of the reviews (role `content`): read them all, hide or show one (the good's average
 * follows what is shown), and answer under one; every step is in the audit log.
 */
export function createReviewModeration(deps: { db: Db; audit: Audit }) {
  const { db } = deps;

  interface Filter {
    id?: number;
    state?: string;
    q?: string;
    goodsId?: number;
  }

  function filtered(filter: Filter) {
    let query = db
      .selectFrom('comment')
      .innerJoin('visitor', 'visitor.id', 'comment.visitor_id')
      .innerJoin('goods', 'goods.id', 'comment.goods_id')
      .leftJoin('staff', 'staff.id', 'comment.replied_by');
    if (filter.id !== undefined) query = query.where('comment.id', '=', filter.id);
    if (filter.state === 'shown') query = query.where('comment.hidden', '=', 0);
    if (filter.state === 'hidden') query = query.where('comment.hidden', '=', 1);
    if (filter.goodsId !== undefined) query = query.where('comment.goods_id', '=', filter.goodsId);
    if (filter.q) {
      // Both sides in lower case: PostgreSQL's like is case-sensitive, SQLite's is not.
      const text = containsPattern(filter.q.toLowerCase());
      query = query.where(
        sql<boolean>`(lower(comment.content) like ${text} escape '\\'
          or lower(goods.name) like ${text} escape '\\')`,
      );
    }
    return query;
  }

  function listRows(filter: Filter, limit: number, offset: number) {
    return filtered(filter)
      .select([
        'comment.id',
        'comment.goods_id',
        'goods.name as goods_name',
        'comment.score',
        'comment.content',
        'comment.spec',
        'comment.created_at',
        'comment.hidden',
        'comment.reply',
        'comment.replied_at',
        'staff.user_name as replied_by',
        'visitor.nickname',
        'visitor.phone',
        'visitor.email',
      ])
      .orderBy('comment.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
  }

  async function one(id: number, locale: Locale): Promise<ConsoleReview> {
    const [found] = (await listRows({ id }, 1, 0)).map((row) => toReview(row, locale));
    if (!found) throw notFound();
    return found;
  }

  function toReview(
    row: Awaited<ReturnType<typeof listRows>>[number],
    locale: Locale,
  ): ConsoleReview {
    return {
      id: row.id,
      goodsId: row.goods_id,
      goodsName: localizeJson(row.goods_name, locale),
      author: reviewer(row),
      score: row.score,
      content: row.content,
      spec: localizeJson(row.spec, locale),
      createdAt: row.created_at,
      hidden: row.hidden === 1,
      reply: row.reply,
      repliedAt: row.replied_at,
      repliedBy: row.replied_by,
    };
  }

  return {
    async list(
      query: { state: string; q?: string; goodsId?: number; page: number; limit: number },
      locale: Locale,
    ) {
      const [rows, count] = await Promise.all([
        listRows(query, query.limit, (query.page - 1) * query.limit),
        filtered(query)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return {
        list: rows.map((row) => toReview(row, locale)),
        total: Number(count.n),
        page: query.page,
        limit: query.limit,
      };
    },

    async setHidden(id: number, hidden: boolean, step: StaffStep, locale: Locale) {
      await db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('comment')
          .select(['goods_id', 'hidden'])
          .where('id', '=', id)
          .executeTakeFirst();
        if (!row) throw notFound();
        if ((row.hidden === 1) === hidden) return;
        // Hides and new reviews of one good take turns, so its average counts each once.
        await holdLock(trx, `reviews:goods:${row.goods_id}`);
        await trx
          .updateTable('comment')
          .set({ hidden: hidden ? 1 : 0 })
          .where('id', '=', id)
          .execute();
        await rescore(trx, row.goods_id);
        await deps.audit.record(trx, {
          staffId: step.staffId,
          action: hidden ? 'review.hidden' : 'review.shown',
          target: `review:${id}`,
          before: { hidden: row.hidden === 1 },
          after: { hidden },
          ip: step.ip,
        });
      });
      return one(id, locale);
    },

    async reply(id: number, text: string, step: StaffStep, locale: Locale) {
      await db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('comment')
          .select(['reply'])
          .where('id', '=', id)
          .executeTakeFirst();
        if (!row) throw notFound();
        const reply = text === '' ? null : text;
        await trx
          .updateTable('comment')
          .set({
            reply,
            replied_at: reply ? new Date().toISOString() : null,
            replied_by: reply ? step.staffId : null,
          })
          .where('id', '=', id)
          .execute();
        await deps.audit.record(trx, {
          staffId: step.staffId,
          action: 'review.replied',
          target: `review:${id}`,
          before: { reply: row.reply },
          after: { reply },
          ip: step.ip,
        });
      });
      return one(id, locale);
    },
  };
}

export type ReviewModeration = ReturnType<typeof createReviewModeration>;
