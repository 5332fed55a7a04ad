import {
  type ConsoleRainDay,
  type ConsoleWeatherGuarantee,
  type LocalizedText,
  RAIN_DAY_GRACE_DAYS,
  type rainDayAddBodySchema,
  type weatherGuaranteeSaveBodySchema,
} from '@scenic/contracts';
import type { z } from 'zod';
import type { Db } from '#server/db/database.ts';
import { addDays, attractionToday } from '#server/lib/attraction-time.ts';
import { AppError, notFound } from '#server/lib/errors.ts';
import type { StaffActor } from '#server/lib/staff-actor.ts';
import type { Audit } from '#server/modules/audit/service.ts';
import * as settings from '#server/modules/settings/store.ts';
import * as repo from './repository.ts';

export interface GuaranteeEditorDeps {
  db: Db;
  audit: Audit;
  changed: () => void;
  /** The park's clock: which day is today, and so which days may be marked. */
  utcOffset: string;
  now?: () => number;
}

/** The `weather_guarantee` setting: the texts of `/index/index/weather`. */
interface StoredGuarantee {
  title?: Partial<LocalizedText>;
  summary?: Partial<LocalizedText>;
  terms?: Partial<LocalizedText>[];
  [other: string]: unknown;
}

const GUARANTEE = 'weather_guarantee';

type TermsSave = z.output<typeof weatherGuaranteeSaveBodySchema>;
type RainDayAdd = z.output<typeof rainDayAddBodySchema>;

const languages = (text: Partial<LocalizedText> | undefined): LocalizedText => ({
  zh: text?.zh ?? '',
  en: text?.en ?? '',
  ma: text?.ma ?? '',
});

const toTexts = (stored: StoredGuarantee) => ({
  title: languages(stored.title),
  summary: languages(stored.summary),
  terms: (stored.terms ?? []).map(languages),
});

const toRainDay = (row: repo.RainDayRow): ConsoleRainDay => ({
  date: row.date,
  note: row.note,
  createdAt: row.created_at,
});

/**
 * The weather guarantee as content staff edit it: its texts in every language, and the heavy-rain
 * days that let a ticket of that day move for free (tickets/reschedule.ts). A day is marked once
 * the rain has fallen, so today or a day of the guarantee's window, never one ahead: a ticket for a
 * day ahead may move anyway, and a day marked ahead would tell visitors of rain that has not come.
 */
export function createGuaranteeEditor(deps: GuaranteeEditorDeps) {
  const { db, audit } = deps;
  const today = () => attractionToday(deps.utcOffset, (deps.now ?? Date.now)());

  async function guarantee(): Promise<ConsoleWeatherGuarantee> {
    const stored = (await settings.readSetting<StoredGuarantee>(db, GUARANTEE)) ?? {};
    const rainDays = await repo.listAllRainDays(db);
    const now = today();
    return {
      ...toTexts(stored),
      rainDays: rainDays.map(toRainDay),
      today: now,
      earliest: addDays(now, -RAIN_DAY_GRACE_DAYS),
    };
  }

  return {
    guarantee,

    async saveTexts(body: TermsSave, actor: StaffActor): Promise<ConsoleWeatherGuarantee> {
      await db.transaction().execute(async (trx) => {
        const stored = (await settings.claimSetting<StoredGuarantee>(trx, GUARANTEE)) ?? {};
        const next: StoredGuarantee = { ...stored, ...body };
        await settings.saveSetting(trx, GUARANTEE, next);
        await audit.record(trx, {
          staffId: actor.staffId,
          action: 'content.guarantee_saved',
          target: `setting:${GUARANTEE}`,
          before: toTexts(stored),
          after: toTexts(next),
          ip: actor.ip,
        });
      });
      deps.changed();
      return guarantee();
    },

    async addRainDay(body: RainDayAdd, actor: StaffActor): Promise<ConsoleWeatherGuarantee> {
      const now = today();
      if (body.date > now) throw new AppError('validation', 'rainDayAhead');
      if (body.date < addDays(now, -RAIN_DAY_GRACE_DAYS)) {
        throw new AppError('validation', 'rainDayTooOld', { days: RAIN_DAY_GRACE_DAYS });
      }
      await db.transaction().execute(async (trx) => {
        const row = { date: body.date, note: body.note, created_at: new Date().toISOString() };
        if (!(await repo.insertRainDay(trx, row))) throw new AppError('rainDayMarked');
        await audit.record(trx, {
          staffId: actor.staffId,
          action: 'content.rain_day_added',
          target: `rain_day:${body.date}`,
          after: toRainDay(row),
          ip: actor.ip,
        });
      });
      deps.changed();
      return guarantee();
    },

    /** Tickets already moved because of the day stay where they went. */
    async removeRainDay(date: string, actor: StaffActor): Promise<ConsoleWeatherGuarantee> {
      await db.transaction().execute(async (trx) => {
        const before = await repo.findRainDay(trx, date);
        if (!before) throw notFound();
        await repo.deleteRainDay(trx, date);
        await audit.record(trx, {
          staffId: actor.staffId,
          action: 'content.rain_day_removed',
          target: `rain_day:${date}`,
          before: toRainDay(before),
          ip: actor.ip,
        });
      });
      deps.changed();
      return guarantee();
    },
  };
}

export type GuaranteeEditor = ReturnType<typeof createGuaranteeEditor>;
