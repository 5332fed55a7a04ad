import type { Camera, Locale } from '@scenic/contracts';
import type { Db } from '#server/db/database.ts';
import { localizeJson } from '#server/lib/localize.ts';

/** The park's live cameras, in the operator's order. */
export function createCameraService(db: Db) {
  return {
    async list(locale: Locale): Promise<Camera[]> {
      const rows = await db
        .selectFrom('camera')
        .selectAll()
        .orderBy('sort')
        .orderBy('id')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        name: localizeJson(row.name, locale),
        cover: row.cover,
        stream: row.stream,
        online: row.online === 1,
      }));
    },
  };
}

export type CameraService = ReturnType<typeof createCameraService>;
