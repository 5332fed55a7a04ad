import type { Agreement, Help, Locale, LocalizedText } from '@scenic/contracts';
import type { Db } from '#server/db/database.ts';
import { localize, localizeJson } from '#server/lib/localize.ts';
import { publishedSetting } from '#server/modules/settings/store.ts';
import * as repo from './repository.ts';

type Localized<T> = { [K in keyof T]: T[K] extends string ? string | LocalizedText : T[K] };

/** The help page (the company, its answers to common questions) and the agreements, for visitors. */
export function createHelpReader(deps: { db: Db }) {
  const { db } = deps;
  return {
    async help(locale: Locale): Promise<Help> {
      const stored = await publishedSetting<Localized<Help>>(db, 'help');
      const faq = (stored.faq ?? []) as unknown as {
        question: LocalizedText;
        answer: LocalizedText;
      }[];
      return {
        ...stored,
        address: localize(stored.address as LocalizedText, locale),
        company: localize(stored.company as LocalizedText, locale),
        faq: faq.map((entry) => ({
          question: localize(entry.question, locale),
          answer: localize(entry.answer, locale),
        })),
      } as Help;
    },

    async agreements(locale: Locale, type?: Agreement['type']): Promise<Agreement[]> {
      const rows = await repo.listAgreements(db, type);
      return rows.map((row) => ({
        type: row.type,
        title: localizeJson(row.title, locale),
        content: localizeJson(row.content, locale),
        updatedAt: row.updated_at,
        version: row.version,
      }));
    },
  };
}

export type HelpReader = ReturnType<typeof createHelpReader>;

/** The privacy notice visitors accept: its version (0 while none is published) and its date. */
export async function currentPrivacyNotice(
  db: Db,
): Promise<{ version: number; publishedAt: string }> {
  const row = await repo.privacyNoticeVersion(db);
  return row
    ? { version: row.version, publishedAt: row.updated_at }
    : { version: 0, publishedAt: '' };
}
