import type { AddCommentBody, Locale } from '@scenic/contracts';
import { sql, type Transaction } from 'kysely';
import type { Database, Db } from '#server/db/database.ts';
import { holdLock } from '#server/db/named-lock.ts';
import { AppError, notFound } from '#server/lib/errors.ts';
import { localizeJson } from '#server/lib/localize.ts';
import type { VisitorRow } from '#server/modules/auth/tables.ts';
import { setScore } from '#server/modules/catalogue/stock.ts';
import { findVisitorOrder } from '#server/modules/orders/shared.ts';

/** How another visitor's name shows under a review: the nickname, or a masked contact. */
export function reviewer(visitor: {
  nickname: string;
  phone: string | null;
  email: string | null;
}) {
  if (visitor.nickname) return visitor.nickname;
  if (visitor.phone) return `${visitor.phone.slice(0, 5)}****${visitor.phone.slice(-2)}`;
  const [local = '', domain = ''] = (visitor.email ?? '').split('@');
  return local ? `${local.slice(0, 2)}***@${domain}` : '***';
}

/** A good's score is the average of its shown reviews (hidden ones do not count). */
export async function rescore(trx: Transaction<Database>, goodsId: number): Promise<void> {
  const { average } = await trx
    .selectFrom('comment')
    .select(sql<number | null>`avg(score)`.as('average'))
    .where('goods_id', '=', goodsId)
    .where('hidden', '=', 0)
    .executeTakeFirstOrThrow();
  // The good is the catalogue's: it is told the new score, and writes it.
  await setScore(trx, goodsId, Math.round(Number(average ?? 0) * 10));
}

/** Reviews of goods, food and rentals: one per item of a completed order, shown on the detail page. */
export function createComments(db: Db) {
  return {
    async add(visitor: VisitorRow, body: AddCommentBody): Promise<void> {
      const order = await findVisitorOrder(db, body.orderId, visitor.id);
      if (!order || order.kind === 'ticket' || order.kind === 'image') throw notFound();
      if (order.status !== 'completed') throw new AppError('cannotComment');
      const line = await db
        .selectFrom('order_line')
        .innerJoin('goods_sku', 'goods_sku.id', 'order_line.item_id')
        .select(['order_line.name', 'goods_sku.goods_id'])
        .where('order_line.order_id', '=', order.id)
        .where('order_line.item_id', '=', body.specId)
        .executeTakeFirst();
      if (!line) throw new AppError('validation', 'invalidValue');
      await db.transaction().execute(async (trx) => {
        // Reviews of one good take turns, so each recomputed score counts every review before it.
        await holdLock(trx, `reviews:goods:${line.goods_id}`);
        const added = await trx
          .insertInto('comment')
          .values({
            visitor_id: visitor.id,
            order_id: order.id,
            goods_id: line.goods_id,
            sku_id: body.specId,
            spec: line.name,
            score: body.score,
            content: body.content,
            created_at: new Date().toISOString(),
          })
          .onConflict((oc) => oc.columns(['order_id', 'sku_id']).doNothing())
          .executeTakeFirst();
        if (Number(added.numInsertedOrUpdatedRows ?? 0) === 0)
          throw new AppError('alreadyCommented');
        // The good's score follows its reviews.
        await rescore(trx, line.goods_id);
      });
    },

    async list(goodsId: number, page: number, limit: number, locale: Locale) {
      const [rows, summary] = await Promise.all([
        db
          .selectFrom('comment')
          .innerJoin('visitor', 'visitor.id', 'comment.visitor_id')
          .select([
            'comment.id',
            'comment.score',
            'comment.content',
            'comment.spec',
            'comment.created_at',
            'comment.reply',
            'visitor.nickname',
            'visitor.phone',
            'visitor.email',
          ])
          .where('comment.goods_id', '=', goodsId)
          .where('comment.hidden', '=', 0)
          .orderBy('comment.id', 'desc')
          .limit(limit)
          .offset((page - 1) * limit)
          .execute(),
        db
          .selectFrom('comment')
          .select((eb) => [
            eb.fn.countAll<number>().as('total'),
            sql<number>`avg(score)`.as('average'),
          ])
          .where('goods_id', '=', goodsId)
          .where('hidden', '=', 0)
          .executeTakeFirstOrThrow(),
      ]);
      return {
        list: rows.map((row) => ({
          id: row.id,
          author: reviewer(row),
          score: row.score,
          content: row.content,
          spec: localizeJson(row.spec, locale),
          createdAt: row.created_at,
          reply: row.reply,
        })),
        total: Number(summary.total),
        page,
        limit,
        average: Math.round(Number(summary.average ?? 0) * 10) / 10,
      };
    },
  };
}

/** Erases every review the visitor wrote (their account closed); the goods' scores follow. */
export async function eraseReviewsBy(trx: Transaction<Database>, visitorId: number) {
  const erased = await trx
    .deleteFrom('comment')
    .where('visitor_id', '=', visitorId)
    .returning('goods_id')
    .execute();
  for (const goodsId of new Set(erased.map((row) => row.goods_id))) await rescore(trx, goodsId);
  return erased.length;
}
