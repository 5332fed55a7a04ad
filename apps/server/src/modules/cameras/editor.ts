import { allLanguages, type ConsoleCamera, type cameraSaveBodySchema } from '@scenic/contracts';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { Db } from '#server/db/database.ts';
import { notFound } from '#server/lib/errors.ts';
import type { StaffActor } from '#server/lib/staff-actor.ts';
import type { Audit } from '#server/modules/audit/service.ts';
import type { CameraTable } from '#server/modules/cameras/tables.ts';

export interface CameraEditorDeps {
  db: Db;
  audit: Audit;
  /** Called once a change is committed (lib/content-changes.ts). */
  changed: () => void;
}

type CameraRow = Selectable<CameraTable>;
type CameraSave = z.output<typeof cameraSaveBodySchema>;

function toConsoleCamera(row: CameraRow): ConsoleCamera {
  return {
    id: row.id,
    name: allLanguages(row.name),
    cover: row.cover,
    stream: row.stream,
    online: row.online === 1,
    sort: row.sort,
  };
}

const findCamera = (db: Db, id: number) =>
  db.selectFrom('camera').selectAll().where('id', '=', id).executeTakeFirst();

/**
 * The live cameras as content staff edit them: names in every language, cover, stream address,
 * on air or off, order. Each change is committed with its audit row (before and after), and the
 * visitors' camera list answers it at their next call.
 */
export function createCameraEditor(deps: CameraEditorDeps) {
  const { db, audit } = deps;

  return {
    async list(): Promise<ConsoleCamera[]> {
      const rows = await db
        .selectFrom('camera')
        .selectAll()
        .orderBy('sort')
        .orderBy('id')
        .execute();
      return rows.map(toConsoleCamera);
    },

    async save(body: CameraSave, actor: StaffActor): Promise<ConsoleCamera> {
      const row = {
        name: JSON.stringify(body.name),
        cover: body.cover,
        stream: body.stream,
        online: body.online ? 1 : 0,
        sort: body.sort,
      };
      const saved = await db.transaction().execute(async (trx) => {
        const before = body.id === undefined ? undefined : await findCamera(trx, body.id);
        if (body.id !== undefined && !before) throw notFound();
        let id: number;
        if (before) {
          id = before.id;
          await trx.updateTable('camera').set(row).where('id', '=', id).execute();
        } else {
          ({ id } = await trx
            .insertInto('camera')
            .values(row)
            .returning('id')
            .executeTakeFirstOrThrow());
        }
        const { id: _given, ...fields } = body;
        const after: ConsoleCamera = { id, ...fields };
        await audit.record(trx, {
          staffId: actor.staffId,
          action: 'content.camera_saved',
          target: `camera:${id}`,
          before: before ? toConsoleCamera(before) : null,
          after,
          ip: actor.ip,
        });
        return after;
      });
      deps.changed();
      return saved;
    },

    async remove(id: number, actor: StaffActor): Promise<null> {
      await db.transaction().execute(async (trx) => {
        const before = await findCamera(trx, id);
        if (!before) throw notFound();
        await trx.deleteFrom('camera').where('id', '=', id).execute();
        await audit.record(trx, {
          staffId: actor.staffId,
          action: 'content.camera_deleted',
          target: `camera:${id}`,
          before: toConsoleCamera(before),
          ip: actor.ip,
        });
      });
      deps.changed();
      return null;
    },
  };
}

export type CameraEditor = ReturnType<typeof createCameraEditor>;
