import {
  type ConsoleTaxSettings,
  DEFAULT_TAX_SETTINGS,
  type RatedTaxClass,
  rateFromText,
  rateToText,
  type TaxSettings,
} from '@scenic/contracts';
import type { Db } from '#server/db/database.ts';
import { AppError, notFound } from '#server/lib/errors.ts';
import type { StaffActor } from '#server/lib/staff-actor.ts';
import type { Audit } from '#server/modules/audit/service.ts';
import { readSetting, saveSetting } from '#server/modules/settings/store.ts';
import type { DatedRate } from './tax.ts';

const SETTING_KEY = 'tax';

/** The operator's tax settings, with the defaults for whatever was never saved. */
export async function readTaxSettings(db: Db): Promise<TaxSettings> {
  const stored = await readSetting<Partial<TaxSettings>>(db, SETTING_KEY);
  return {
    ...DEFAULT_TAX_SETTINGS,
    ...stored,
    kindClasses: { ...DEFAULT_TAX_SETTINGS.kindClasses, ...stored?.kindClasses },
    registration: { ...DEFAULT_TAX_SETTINGS.registration, ...stored?.registration },
  };
}

/** Every rate of every class, oldest first. */
export async function readRates(db: Db): Promise<(DatedRate & { id: number })[]> {
  const rows = await db
    .selectFrom('tax_rate')
    .select(['id', 'tax_class', 'rate', 'valid_from'])
    .orderBy('tax_class')
    .orderBy('valid_from')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    taxClass: row.tax_class,
    rate: row.rate,
    validFrom: row.valid_from,
  }));
}

/**
 * The console's tax screen (admins): the settings, the rates and their days. A rate starts today or
 * later, and only one that has not started can be taken back: a receipt never changes, and one
 * issued today may already use today's rate.
 */
export function createTaxEditor(deps: {
  db: Db;
  audit: Audit;
  today: () => string;
  now: () => number;
}) {
  const { db, audit } = deps;

  async function read(from: Db = db): Promise<ConsoleTaxSettings> {
    const [settings, rates] = await Promise.all([readTaxSettings(from), readRates(from)]);
    return {
      settings,
      rates: rates.map((rate) => ({
        id: rate.id,
        taxClass: rate.taxClass as RatedTaxClass,
        rate: rateToText(rate.rate),
        from: rate.validFrom,
      })),
      today: deps.today(),
    };
  }

  return {
    read: () => read(),

    async save(settings: TaxSettings, actor: StaffActor) {
      await db.transaction().execute(async (trx) => {
        const before = await readTaxSettings(trx);
        await saveSetting(trx, SETTING_KEY, settings);
        await audit.record(trx, {
          ...actor,
          action: 'settings.tax_saved',
          target: 'setting:tax',
          before,
          after: settings,
        });
      });
      return read();
    },

    async addRate(
      rate: { taxClass: RatedTaxClass; rate: string; from: string },
      actor: StaffActor,
    ) {
      if (rate.from < deps.today()) throw new AppError('taxRateInPast');
      const hundredths = rateFromText(rate.rate);
      await db.transaction().execute(async (trx) => {
        // A second rate of a class for the same day replaces the first, while it has not started.
        const before = await trx
          .selectFrom('tax_rate')
          .select(['id', 'rate'])
          .where('tax_class', '=', rate.taxClass)
          .where('valid_from', '=', rate.from)
          .executeTakeFirst();
        if (before && rate.from <= deps.today()) throw new AppError('taxRateStarted');
        if (before) await trx.deleteFrom('tax_rate').where('id', '=', before.id).execute();
        const added = await trx
          .insertInto('tax_rate')
          .values({
            tax_class: rate.taxClass,
            rate: hundredths,
            valid_from: rate.from,
            created_at: new Date(deps.now()).toISOString(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await audit.record(trx, {
          ...actor,
          action: 'settings.tax_rate_added',
          target: `tax_rate:${added.id}`,
          before: before
            ? { taxClass: rate.taxClass, rate: rateToText(before.rate), from: rate.from }
            : null,
          after: { taxClass: rate.taxClass, rate: rateToText(hundredths), from: rate.from },
        });
      });
      return read();
    },

    async removeRate(id: number, actor: StaffActor) {
      await db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('tax_rate')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirst();
        if (!row) throw notFound();
        if (row.valid_from <= deps.today()) throw new AppError('taxRateStarted');
        await trx.deleteFrom('tax_rate').where('id', '=', id).execute();
        await audit.record(trx, {
          ...actor,
          action: 'settings.tax_rate_removed',
          target: `tax_rate:${id}`,
          before: { taxClass: row.tax_class, rate: rateToText(row.rate), from: row.valid_from },
          after: null,
        });
      });
      return read();
    },
  };
}

export type TaxEditor = ReturnType<typeof createTaxEditor>;
