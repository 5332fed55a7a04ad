import type { Locale, LocalizedText, Scenic } from '@scenic/contracts';
import type { Db } from '#server/db/database.ts';
import { localize } from '#server/lib/localize.ts';
import { publishedSetting } from '#server/modules/settings/store.ts';

type Localized<T> = { [K in keyof T]: T[K] extends string ? string | LocalizedText : T[K] };

/** The park's details as visitors read them, in their language, with its clock. */
export function createParkReader(deps: { db: Db; utcOffset: string }) {
  return {
    async scenic(locale: Locale): Promise<Scenic> {
      const stored = await publishedSetting<Localized<Scenic>>(deps.db, 'scenic');
      return {
        ...stored,
        name: localize(stored.name as LocalizedText, locale),
        intro: localize(stored.intro as LocalizedText, locale),
        address: localize(stored.address as LocalizedText, locale),
        openingHours: localize(stored.openingHours as LocalizedText, locale),
        utcOffset: deps.utcOffset,
      } as Scenic;
    },
  };
}

export type ParkReader = ReturnType<typeof createParkReader>;
