import {
  allLanguages,
  type ConsoleGateCheck,
  type GateCheckSave,
  type LocalizedText,
} from '@scenic/contracts';
import type { Db } from '#server/db/database.ts';
import { AppError, notFound } from '#server/lib/errors.ts';
import type { StaffActor } from '#server/lib/staff-actor.ts';
import type { Audit } from '#server/modules/audit/service.ts';

/**
 * The operator's list of cards the gate checks for ticket types priced for who the visitor is
 * (MyKad, MyKid, an OKU card, a student card, proof of age), named in three languages. A card a
 * ticket type still asks for is not removed. Visitors see the new names at once (`changed`).
 */
export function createGateCheckEditor(deps: { db: Db; audit: Audit; changed: () => void }) {
  const { db } = deps;

  async function list(): Promise<ConsoleGateCheck[]> {
    const rows = await db
      .selectFrom('gate_check')
      .leftJoin('ticket_variant', 'ticket_variant.check_id', 'gate_check.id')
      .select([
        'gate_check.id',
        'gate_check.name',
        (eb) => eb.fn.count<number | string>('ticket_variant.id').as('used'),
      ])
      .groupBy(['gate_check.id', 'gate_check.name', 'gate_check.sort'])
      .orderBy('gate_check.sort')
      .orderBy('gate_check.id')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      name: allLanguages(row.name),
      used: Number(row.used),
    }));
  }

  return {
    list,

    async save(body: GateCheckSave, actor: StaffActor): Promise<ConsoleGateCheck> {
      const name = JSON.stringify(body.name satisfies LocalizedText);
      const id = await db.transaction().execute(async (trx) => {
        let id = body.id;
        let before: unknown = null;
        if (id === undefined) {
          const last = await trx
            .selectFrom('gate_check')
            .select((eb) => eb.fn.max<number | null>('sort').as('sort'))
            .executeTakeFirst();
          const row = await trx
            .insertInto('gate_check')
            .values({ name, sort: Number(last?.sort ?? -1) + 1 })
            .returning('id')
            .executeTakeFirstOrThrow();
          id = row.id;
        } else {
          const old = await trx
            .selectFrom('gate_check')
            .select('name')
            .where('id', '=', id)
            .executeTakeFirst();
          if (!old) throw notFound();
          before = { name: allLanguages(old.name) };
          await trx.updateTable('gate_check').set({ name }).where('id', '=', id).execute();
        }
        await deps.audit.record(trx, {
          ...actor,
          action: 'catalogue.gate_check_saved',
          target: `gate_check:${id}`,
          before,
          after: { name: body.name },
        });
        return id;
      });
      deps.changed();
      const saved = (await list()).find((check) => check.id === id);
      if (!saved) throw notFound();
      return saved;
    },

    async remove(id: number, actor: StaffActor): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const old = await trx
          .selectFrom('gate_check')
          .select('name')
          .where('id', '=', id)
          .executeTakeFirst();
        if (!old) throw notFound();
        const asking = await trx
          .selectFrom('ticket_variant')
          .select('id')
          .where('check_id', '=', id)
          .executeTakeFirst();
        if (asking) throw new AppError('gateCheckInUse', undefined, allLanguages(old.name));
        await trx.deleteFrom('gate_check').where('id', '=', id).execute();
        await deps.audit.record(trx, {
          ...actor,
          action: 'catalogue.gate_check_deleted',
          target: `gate_check:${id}`,
          before: { name: allLanguages(old.name) },
          after: null,
        });
      });
      deps.changed();
    },
  };
}

export type GateCheckEditor = ReturnType<typeof createGateCheckEditor>;
