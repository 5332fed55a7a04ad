import {
  type BannerKey,
  BannerType,
  type bannerSaveBodySchema,
  type ConsoleBanner,
  type ConsoleNotice,
  type LocalizedText,
  type noticeSaveBodySchema,
} from '@scenic/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '#server/db/database.ts';
import { AppError, notFound } from '#server/lib/errors.ts';
import type { Audit } from '#server/modules/audit/service.ts';
import type { CatalogueService } from '#server/modules/catalogue/service.ts';
import { fromStoredAction, toStoredAction } from './banner-action.ts';
import * as repo from './repository.ts';

export interface ContentEditorDeps {
  db: Kysely<Database>;
  audit: Audit;
  catalogue: CatalogueService;
  /** Called once a change is committed: every instance forgets its cached content (publish.ts). */
  changed: () => void;
}

/** Who changes the content, for the audit log. */
export interface ContentActor {
  staffId: number | null;
  ip: string;
}

type BannerSave = z.output<typeof bannerSaveBodySchema>;
type NoticeSave = z.output<typeof noticeSaveBodySchema>;

/** Every language of a stored text; one missing from a hand-written row reads as empty. */
function allLanguages(json: string): LocalizedText {
  const text = JSON.parse(json) as Partial<LocalizedText>;
  return { zh: text.zh ?? '', en: text.en ?? '', ma: text.ma ?? '' };
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
export function createContentEditor(deps: ContentEditorDeps) {
  const { db, audit } = deps;

  return {
    async banners(slot?: BannerKey): Promise<ConsoleBanner[]> {
      return (await repo.listAllBanners(db, slot)).map(toConsoleBanner);
    },

    async saveBanner(body: BannerSave, actor: ContentActor): Promise<ConsoleBanner> {
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

    async deleteBanner(id: number, actor: ContentActor): Promise<null> {
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

    async notices(): Promise<ConsoleNotice[]> {
      return (await repo.listAllNotices(db)).map(toConsoleNotice);
    },

    async saveNotice(body: NoticeSave, actor: ContentActor): Promise<ConsoleNotice> {
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

    async deleteNotice(id: number, actor: ContentActor): Promise<null> {
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

export type ContentEditor = ReturnType<typeof createContentEditor>;
