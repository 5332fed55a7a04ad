import { randomInt } from 'node:crypto';
import {
  type ConsolePromotion,
  type PromoScope,
  type PromotionSaveBody,
  promotionSaveBodySchema,
  rmToSen,
  senToRm,
  toCsv,
} from '@scenic/contracts';
import type { Transaction } from 'kysely';
import type { Database, Db } from '#server/db/database.ts';
import { AppError, notFound } from '#server/lib/errors.ts';
import type { StaffActor } from '#server/lib/staff-actor.ts';
import type { Audit } from '#server/modules/audit/service.ts';
import type { PromotionRow } from './tables.ts';

/** Letters and digits of single-use codes: none that read as another (no 0/O, 1/I/L). */
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
/** Random characters of a single-use code after its prefix: 31^10, about 8 × 10^14 codes. */
const CODE_RANDOM_LENGTH = 10;

function randomCode(prefix: string): string {
  let code = prefix ? `${prefix}-` : '';
  for (let index = 0; index < CODE_RANDOM_LENGTH; index++) {
    code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  }
  return code;
}

type Saved = ReturnType<typeof promotionSaveBodySchema.parse>;

/** A promotion for everything (no scope given). */
const EVERYTHING: PromoScope = {
  kinds: [],
  ticketIds: [],
  variantIds: [],
  goodsIds: [],
  categoryIds: [],
};

/** The stored value of a promotion: percent as it is, amounts in sen. */
function storedValue(body: Saved): number {
  return body.type === 'percent' ? Number(body.value) : rmToSen(body.value);
}

/**
 * Promotions as staff keep them (decision 040): a shared code or a batch of single-use codes,
 * their terms, their uses, and the batch's codes as CSV for a partner. Deleting a promotion stops
 * its codes at once (they answer like any wrong code) and keeps its uses on record.
 */
export function createPromotionEditor(deps: { db: Db; audit: Audit; now: () => number }) {
  const { db } = deps;
  const at = () => new Date(deps.now()).toISOString();

  function view(
    row: PromotionRow,
    codes: { count: number; shared: string | null },
    uses: { used: number; held: number; savedSen: number },
  ): ConsolePromotion {
    return {
      id: row.id,
      name: row.name,
      type: row.type,
      value: row.type === 'percent' ? String(row.value) : senToRm(row.value),
      scope: JSON.parse(row.scope) as PromoScope,
      saleFrom: row.sale_from,
      saleTo: row.sale_to,
      visitFrom: row.visit_from,
      visitTo: row.visit_to,
      maxUses: row.max_uses,
      maxPerVisitor: row.max_per_visitor,
      maxUnitsPerOrder: row.max_units_per_order,
      minSpend: senToRm(row.min_spend_sen),
      code: row.single_use === 1 ? null : codes.shared,
      codeCount: codes.count,
      used: uses.used,
      held: uses.held,
      saved: senToRm(uses.savedSen),
      createdAt: row.created_at,
    };
  }

  async function list(): Promise<ConsolePromotion[]> {
    const [rows, codes, uses] = await Promise.all([
      db
        .selectFrom('promotion')
        .selectAll()
        .where('deleted_at', 'is', null)
        .orderBy('id', 'desc')
        .execute(),
      db
        .selectFrom('promotion_code')
        .select([
          'promotion_id',
          (eb) => eb.fn.countAll<number | string>().as('count'),
          (eb) => eb.fn.min('code').as('code'),
        ])
        .groupBy('promotion_id')
        .execute(),
      db
        .selectFrom('promotion_use')
        .select([
          'promotion_id',
          'status',
          (eb) => eb.fn.countAll<number | string>().as('count'),
          (eb) => eb.fn.sum<number | string>('saving_sen').as('saving'),
        ])
        .where('status', 'in', ['held', 'kept'])
        .groupBy(['promotion_id', 'status'])
        .execute(),
    ]);
    return rows.map((row) => {
      const code = codes.find((candidate) => candidate.promotion_id === row.id);
      const mine = uses.filter((use) => use.promotion_id === row.id);
      const kept = mine.find((use) => use.status === 'kept');
      const held = mine.find((use) => use.status === 'held');
      return view(
        row,
        { count: Number(code?.count ?? 0), shared: code?.code ?? null },
        {
          used: Number(kept?.count ?? 0),
          held: Number(held?.count ?? 0),
          savedSen: Number(kept?.saving ?? 0),
        },
      );
    });
  }

  /** Adds a batch's codes, drawing again for the rare code already taken. */
  async function addBatch(
    trx: Transaction<Database>,
    promotionId: number,
    count: number,
    prefix: string,
  ) {
    let left = count;
    for (let round = 0; left > 0; round++) {
      if (round > 20) throw new Error('could not draw enough free promotion codes');
      const drawn = new Set<string>();
      while (drawn.size < left) drawn.add(randomCode(prefix));
      const codes = [...drawn];
      for (let start = 0; start < codes.length; start += 500) {
        const inserted = await trx
          .insertInto('promotion_code')
          .values(
            codes.slice(start, start + 500).map((code) => ({ promotion_id: promotionId, code })),
          )
          .onConflict((conflict) => conflict.column('code').doNothing())
          .returning('id')
          .execute();
        left -= inserted.length;
      }
    }
  }

  return {
    list,

    async save(input: PromotionSaveBody, actor: StaffActor): Promise<ConsolePromotion> {
      const body = promotionSaveBodySchema.parse(input);
      const values = {
        name: body.name,
        type: body.type,
        value: storedValue(body),
        scope: JSON.stringify(body.scope ?? EVERYTHING),
        sale_from: body.saleFrom ?? null,
        sale_to: body.saleTo ?? null,
        visit_from: body.visitFrom ?? null,
        visit_to: body.visitTo ?? null,
        max_uses: body.maxUses ?? null,
        max_per_visitor: body.maxPerVisitor ?? null,
        max_units_per_order: body.maxUnitsPerOrder ?? null,
        min_spend_sen: rmToSen(body.minSpend),
        updated_at: at(),
      };
      const id = await db.transaction().execute(async (trx) => {
        let id = body.id;
        let before: unknown = null;
        if (id === undefined) {
          const codes = body.codes;
          if (!codes) throw new AppError('validation', 'promoCodesRequired');
          if (codes.mode === 'shared') {
            const taken = await trx
              .selectFrom('promotion_code')
              .select('id')
              .where('code', '=', codes.code)
              .executeTakeFirst();
            if (taken) throw new AppError('promoCodeExists');
          }
          const row = await trx
            .insertInto('promotion')
            .values({
              ...values,
              single_use: codes.mode === 'batch' ? 1 : 0,
              created_at: at(),
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          id = row.id;
          if (codes.mode === 'shared') {
            await trx
              .insertInto('promotion_code')
              .values({ promotion_id: id, code: codes.code })
              .execute();
          } else {
            await addBatch(trx, id, codes.count, codes.prefix);
          }
        } else {
          const old = await trx
            .selectFrom('promotion')
            .selectAll()
            .where('id', '=', id)
            .where('deleted_at', 'is', null)
            .executeTakeFirst();
          if (!old) throw notFound();
          before = old;
          await trx.updateTable('promotion').set(values).where('id', '=', id).execute();
        }
        await deps.audit.record(trx, {
          ...actor,
          action: 'promotion.saved',
          target: `promotion:${id}`,
          before,
          after: body,
        });
        return id;
      });
      const saved = (await list()).find((promotion) => promotion.id === id);
      if (!saved) throw notFound();
      return saved;
    },

    async remove(id: number, actor: StaffActor): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const old = await trx
          .updateTable('promotion')
          .set({ deleted_at: at(), updated_at: at() })
          .where('id', '=', id)
          .where('deleted_at', 'is', null)
          .returning(['name'])
          .executeTakeFirst();
        if (!old) throw notFound();
        await deps.audit.record(trx, {
          ...actor,
          action: 'promotion.deleted',
          target: `promotion:${id}`,
          before: { name: old.name },
          after: null,
        });
      });
    },

    /** The orders that used it, newest first. */
    async uses(id: number) {
      const rows = await db
        .selectFrom('promotion_use')
        .innerJoin('promotion_code', 'promotion_code.id', 'promotion_use.code_id')
        .select([
          'promotion_use.order_id',
          'promotion_use.order_no',
          'promotion_code.code',
          'promotion_use.saving_sen',
          'promotion_use.status',
          'promotion_use.created_at',
        ])
        .where('promotion_use.promotion_id', '=', id)
        .orderBy('promotion_use.id', 'desc')
        .limit(500)
        .execute();
      return rows.map((row) => ({
        orderId: row.order_id,
        orderNo: row.order_no,
        code: row.code,
        saving: senToRm(row.saving_sen),
        status: row.status,
        at: row.created_at,
      }));
    },

    /** The promotion's codes as CSV (for a partner or a campaign): each code and whether used. */
    async codesCsv(id: number): Promise<{ name: string; csv: string }> {
      const promotion = await db
        .selectFrom('promotion')
        .select(['name'])
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (!promotion) throw notFound();
      const codes = await db
        .selectFrom('promotion_code')
        .select(['code', 'uses'])
        .where('promotion_id', '=', id)
        .orderBy('id')
        .execute();
      return {
        name: promotion.name,
        csv: toCsv(
          ['code', 'used'],
          codes.map((code) => [code.code, code.uses > 0 ? 'yes' : 'no']),
        ),
      };
    },
  };
}

export type PromotionEditor = ReturnType<typeof createPromotionEditor>;
