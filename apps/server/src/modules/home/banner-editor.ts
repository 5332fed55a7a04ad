import {
  allLanguages,
  type BannerKey,
  BannerType,
  type bannerSaveBodySchema,
  type ConsoleBanner,
  type ConsoleCountdown,
  type ConsoleNotice,
  type countdownSaveBodySchema,
  type LocalizedText,
  type noticeSaveBodySchema,
} from '@scenic/contracts';
import type { z } from 'zod';
import type { Db } from '#server/db/database.ts';
import { holdLock } from '#server/db/named-lock.ts';
import { parseAttractionDateTime } from '#server/lib/attraction-time.ts';
import { AppError, notFound } from '#server/lib/errors.ts';
import type { StaffActor } from '#server/lib/staff-actor.ts';
import type { Audit } from '#server/modules/audit/service.ts';
import type { CatalogueService } from '#server/modules/catalogue/service.ts';
import * as settings from '#server/modules/settings/store.ts';
import { fromStoredAction, toStoredAction } from './banner-action.ts';
import * as repo from './repository.ts';

export interface BannerEditorDeps {
  db: Db;
  /** The attraction's UTC offset: the countdown's moment is on the park's clock. */
  utcOffset: string;
  now?: () => number;
  audit: Audit;
  catalogue: CatalogueService;
  /** Called once a change is committed: every instance forgets its cached content (lib/content-changes.ts). */
  changed: () => void;
}

type BannerSave = z.output<typeof bannerSaveBodySchema>;
type NoticeSave = z.output<typeof noticeSaveBodySchema>;
type CountdownSave = z.output<typeof countdownSaveBodySchema>;

/** The countdown as stored in the home images (SPEC §3's `descTime`). */
interface StoredCountdown {
  open: 0 | 1;
  /** YYYY/MM/DD HH:mm:ss on the park's clock. */
  date: string;
  title?: Partial<LocalizedText>;
  [other: string]: unknown;
}

const HOME_IMAGES = 'home_images';

function toConsoleCountdown(stored: StoredCountdown): ConsoleCountdown {
  const [day = '', time = ''] = stored.date.split(' ');
  return {
    open: stored.open === 1,
    date: `${day.replaceAll('/', '-')} ${time.slice(0, 5)}`,
    title: { zh: stored.title?.zh ?? '', en: stored.title?.en ?? '', ma: stored.title?.ma ?? '' },
  };
}

const toConsoleBanner = (row: repo.BannerRow): ConsoleBanner => ({
  id: row.id,
  slot: row.slot,
  title: allLanguages(row.title),
  cover: row.cover,
  action: fromStoredAction(row),
  sort: row.sort,
  enabled: row.enabled === 1,
});

const toConsoleNotice = (row: repo.NoticeRow): ConsoleNotice => ({
  id: row.id,
  text: allLanguages(row.text),
  sort: row.sort,
  enabled: row.enabled === 1,
});

/**
 * The home page's banners and notices as content staff edit them. Each change is committed with
 * its audit row (before and after), and visitors see it on their next call.
 */
export function createBannerEditor(deps: BannerEditorDeps) {
  const { db, audit } = deps;

  return {
    async banners(slot?: BannerKey): Promise<ConsoleBanner[]> {
      return (await repo.listAllBanners(db, slot)).map(toConsoleBanner);
    },

    async saveBanner(body: BannerSave, actor: StaffActor): Promise<ConsoleBanner> {
      const { action } = body;
      // Asked before the transaction: on SQLite, Kysely's one connection is the transaction's.
      if (
        action.type === BannerType.detail &&
        !(await deps.catalogue.itemExists(action.target, action.id))
      ) {
        throw new AppError('bannerTargetMissing');
      }
      const row = {
        slot: body.slot,
        ...toStoredAction(action),
        cover: body.cover,
        title: JSON.stringify(body.title),
        sort: body.sort,
        enabled: body.enabled ? 1 : 0,
      };
      const saved = await db.transaction().execute(async (trx) => {
        const before = body.id === undefined ? undefined : await repo.findBanner(trx, body.id);
        if (body.id !== undefined && !before) throw notFound();
        let id: number;
        if (before) {
          id = before.id;
          await repo.updateBanner(trx, id, row);
        } else {
          id = await repo.insertBanner(trx, row);
        }
        const after = toConsoleBanner({ id, ...row });
        await audit.record(trx, {
          staffId: actor.staffId,
          action: 'content.banner_saved',
          target: `banner:${id}`,
          before: before ? toConsoleBanner(before) : null,
          after,
          ip: actor.ip,
        });
        return after;
      });
      deps.changed();
      return saved;
    },

    async deleteBanner(id: number, actor: StaffActor): Promise<null> {
      await db.transaction().execute(async (trx) => {
        const before = await repo.findBanner(trx, id);
        if (!before) throw notFound();
        await repo.deleteBanner(trx, id);
        await audit.record(trx, {
          staffId: actor.staffId,
          action: 'content.banner_deleted',
          target: `banner:${id}`,
          before: toConsoleBanner(before),
          ip: actor.ip,
        });
      });
      deps.changed();
      return null;
    },

    async countdown(): Promise<ConsoleCountdown> {
      const home = await settings.readSetting<{ descTime: StoredCountdown }>(db, HOME_IMAGES);
      if (!home) throw notFound();
      return toConsoleCountdown(home.descTime);
    },

    async saveCountdown(body: CountdownSave, actor: StaffActor): Promise<ConsoleCountdown> {
      const target = parseAttractionDateTime(
        `${body.date.replaceAll('-', '/')}:00`,
        deps.utcOffset,
      );
      if (body.open && !(target > (deps.now ?? Date.now)())) {
        throw new AppError('validation', 'countdownPast');
      }
      const saved = await db.transaction().execute(async (trx) => {
        // The home page's save rewrites the same row: one at a time, so neither loses the other's.
        await holdLock(trx, `setting:${HOME_IMAGES}`);
        const home = await settings.readSetting<{ descTime: StoredCountdown }>(trx, HOME_IMAGES);
        if (!home) throw notFound();
        const before = toConsoleCountdown(home.descTime);
        const descTime: StoredCountdown = {
          ...home.descTime,
          open: body.open ? 1 : 0,
          date: `${body.date.replaceAll('-', '/')}:00`,
          title: body.title,
        };
        await settings.replaceSetting(trx, HOME_IMAGES, { ...home, descTime });
        const after = toConsoleCountdown(descTime);
        await audit.record(trx, {
          staffId: actor.staffId,
          action: 'content.countdown_saved',
          target: 'setting:countdown',
          before,
          after,
          ip: actor.ip,
        });
        return after;
      });
      deps.changed();
      return saved;
    },

    async notices(): Promise<ConsoleNotice[]> {
      return (await repo.listAllNotices(db)).map(toConsoleNotice);
    },

    async saveNotice(body: NoticeSave, actor: StaffActor): Promise<ConsoleNotice> {
      const row = {
        text: JSON.stringify(body.text),
        sort: body.sort,
        enabled: body.enabled ? 1 : 0,
      };
      const saved = await db.transaction().execute(async (trx) => {
        const before = body.id === undefined ? undefined : await repo.findNotice(trx, body.id);
        if (body.id !== undefined && !before) throw notFound();
        let id: number;
        if (before) {
          id = before.id;
          await repo.updateNotice(trx, id, row);
        } else {
          id = await repo.insertNotice(trx, row);
        }
        const after = toConsoleNotice({ id, ...row });
        await audit.record(trx, {
          staffId: actor.staffId,
          action: 'content.notice_saved',
          target: `notice:${id}`,
          before: before ? toConsoleNotice(before) : null,
          after,
          ip: actor.ip,
        });
        return after;
      });
      deps.changed();
      return saved;
    },

    async deleteNotice(id: number, actor: StaffActor): Promise<null> {
      await db.transaction().execute(async (trx) => {
        const before = await repo.findNotice(trx, id);
        if (!before) throw notFound();
        await repo.deleteNotice(trx, id);
        await audit.record(trx, {
          staffId: actor.staffId,
          action: 'content.notice_deleted',
          target: `notice:${id}`,
          before: toConsoleNotice(before),
          ip: actor.ip,
        });
      });
      deps.changed();
      return null;
    },
  };
}

export type BannerEditor = ReturnType<typeof createBannerEditor>;
