import {
  type AuditAction,
  allLanguages,
  type ConsolePark,
  type ConsoleParkInfo,
  type coordinatesSaveBodySchema,
  type LocalizedText,
  type parkInfoSaveBodySchema,
} from '@scenic/contracts';
import type { z } from 'zod';
import type { Db } from '#server/db/database.ts';
import type { StaffActor } from '#server/lib/staff-actor.ts';
import type { Audit } from '#server/modules/audit/service.ts';
import * as settings from '#server/modules/settings/store.ts';

export interface ParkEditorDeps {
  db: Db;
  audit: Audit;
  /** Called once a change is committed: every instance forgets its cached content and weather. */
  changed: () => void;
  /** ATTRACTION_UTC_OFFSET, shown and never changed here (docs/decisions/021). */
  utcOffset: string;
  /** Whether the forecast is live, and so follows the coordinates. */
  liveWeather: boolean;
}

/** The `scenic` setting as stored: what `getScenic` answers, and what an operator may have added. */
type StoredScenic = Partial<Record<'name' | 'intro' | 'address' | 'openingHours', unknown>> & {
  latitude?: unknown;
  longitude?: unknown;
  [other: string]: unknown;
};

const SCENIC = 'scenic';

type InfoSave = z.output<typeof parkInfoSaveBodySchema>;
type CoordinatesSave = z.output<typeof coordinatesSaveBodySchema>;

/** Every language of a stored value; a value an operator wrote by hand as plain text reads as empty. */
function languages(value: unknown): LocalizedText {
  return allLanguages(value && typeof value === 'object' ? (value as Partial<LocalizedText>) : {});
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Degrees as stored (a number, or text an operator wrote by hand) as the console shows them. */
const degrees = (value: unknown) =>
  typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';

function toInfo(stored: StoredScenic): ConsoleParkInfo {
  return {
    name: languages(stored.name),
    intro: languages(stored.intro),
    address: languages(stored.address),
    openingHours: languages(stored.openingHours),
    phone: text(stored.phone),
    email: text(stored.email),
    logo: text(stored.logo),
    cover: text(stored.cover),
    serviceUrl: text(stored.serviceUrl),
  };
}

/**
 * The park's details (the `scenic` setting that `getScenic` answers) and its coordinates, as
 * content staff edit them; its clock is shown, never changed. Each change is committed with its
 * audit row, and visitors (and the live forecast) follow at their next call.
 */
export function createParkEditor(deps: ParkEditorDeps) {
  const { db, audit } = deps;

  const toPark = (stored: StoredScenic): ConsolePark => ({
    info: toInfo(stored),
    coordinates: { latitude: degrees(stored.latitude), longitude: degrees(stored.longitude) },
    utcOffset: deps.utcOffset,
    liveWeather: deps.liveWeather,
  });

  async function change(
    actor: StaffActor,
    action: AuditAction,
    apply: (stored: StoredScenic) => StoredScenic,
    audited: (park: ConsolePark) => unknown,
  ): Promise<ConsolePark> {
    const saved = await db.transaction().execute(async (trx) => {
      const stored = (await settings.claimSetting<StoredScenic>(trx, SCENIC)) ?? {};
      const next = apply(stored);
      await settings.saveSetting(trx, SCENIC, next);
      const after = toPark(next);
      await audit.record(trx, {
        staffId: actor.staffId,
        action,
        target: `setting:${SCENIC}`,
        before: audited(toPark(stored)),
        after: audited(after),
        ip: actor.ip,
      });
      return after;
    });
    deps.changed();
    return saved;
  }

  return {
    async park(): Promise<ConsolePark> {
      return toPark((await settings.readSetting<StoredScenic>(db, SCENIC)) ?? {});
    },

    saveInfo(body: InfoSave, actor: StaffActor): Promise<ConsolePark> {
      return change(
        actor,
        'content.park_saved',
        (stored) => ({ ...stored, ...body }),
        (park) => park.info,
      );
    },

    /** The live forecast is asked for the new place from its next reading on (weather-service.ts). */
    saveCoordinates(body: CoordinatesSave, actor: StaffActor): Promise<ConsolePark> {
      return change(
        actor,
        'content.coordinates_saved',
        (stored) => ({ ...stored, latitude: body.latitude, longitude: body.longitude }),
        (park) => park.coordinates,
      );
    },
  };
}

export type ParkEditor = ReturnType<typeof createParkEditor>;
