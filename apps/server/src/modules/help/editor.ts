import {
  type agreementSaveBodySchema,
  allLanguages,
  type ConsoleAgreement,
  type ConsoleHelp,
  type helpSaveBodySchema,
  type LocalizedText,
  RULE_TYPES,
} from '@scenic/contracts';
import type { z } from 'zod';
import type { Db } from '#server/db/database.ts';
import { notFound } from '#server/lib/errors.ts';
import type { StaffActor } from '#server/lib/staff-actor.ts';
import type { Audit } from '#server/modules/audit/service.ts';
import * as settings from '#server/modules/settings/store.ts';
import * as repo from './repository.ts';

type AgreementSave = z.output<typeof agreementSaveBodySchema>;
type HelpSave = z.output<typeof helpSaveBodySchema>;

export interface HelpEditorDeps {
  db: Db;
  audit: Audit;
  now?: () => number;
  /** Called once a change is committed: every instance forgets its cached content. */
  changed: () => void;
}

/** The help data as stored: texts keyed by language, the questions in the operator's order. */
interface StoredHelp {
  company: Partial<LocalizedText>;
  address: Partial<LocalizedText>;
  email: string;
  phone: string;
  url: string;
  faq?: { question: Partial<LocalizedText>; answer: Partial<LocalizedText> }[];
  [other: string]: unknown;
}

const HELP = 'help';
const EMPTY = { zh: '', en: '', ma: '' };

function toConsoleHelp(stored: StoredHelp): ConsoleHelp {
  return {
    company: allLanguages(stored.company ?? EMPTY),
    address: allLanguages(stored.address ?? EMPTY),
    email: stored.email ?? '',
    phone: stored.phone ?? '',
    url: stored.url ?? '',
    faq: (stored.faq ?? []).map((entry) => ({
      question: allLanguages(entry.question),
      answer: allLanguages(entry.answer),
    })),
  };
}

const toConsoleAgreement = (row: {
  type: 'privacy' | 'terms';
  title: string;
  content: string;
  updated_at: string;
  version: number;
}): ConsoleAgreement => ({
  type: row.type,
  title: allLanguages(row.title),
  content: allLanguages(row.content),
  updatedAt: row.updated_at,
  version: row.version,
});

/**
 * The help centre's company block and frequent questions, and the privacy policy and terms, as
 * content staff edit them. Long texts are Markdown, stored as typed: the apps render it to
 * elements and never as HTML. Each change is committed with its audit row (before and after).
 */
export function createHelpEditor(deps: HelpEditorDeps) {
  const { db, audit } = deps;
  const now = deps.now ?? Date.now;

  return {
    async help(): Promise<ConsoleHelp> {
      const stored = await settings.readSetting<StoredHelp>(db, HELP);
      if (!stored) throw notFound();
      return toConsoleHelp(stored);
    },

    async saveHelp(body: HelpSave, actor: StaffActor): Promise<ConsoleHelp> {
      const saved = await db.transaction().execute(async (trx) => {
        const stored = await settings.readSetting<StoredHelp>(trx, HELP);
        if (!stored) throw notFound();
        const next: StoredHelp = { ...stored, ...body };
        await settings.replaceSetting(trx, HELP, next);
        const after = toConsoleHelp(next);
        await audit.record(trx, {
          staffId: actor.staffId,
          action: 'content.help_saved',
          target: 'setting:help',
          before: toConsoleHelp(stored),
          after,
          ip: actor.ip,
        });
        return after;
      });
      deps.changed();
      return saved;
    },

    async agreements(): Promise<ConsoleAgreement[]> {
      const found = await Promise.all(RULE_TYPES.map((type) => repo.findAgreement(db, type)));
      return RULE_TYPES.map((type, index) => {
        const row = found[index];
        return row
          ? toConsoleAgreement(row)
          : { type, title: EMPTY, content: EMPTY, updatedAt: '', version: 0 };
      });
    },

    async saveAgreement(body: AgreementSave, actor: StaffActor): Promise<ConsoleAgreement> {
      const row = {
        type: body.type,
        title: JSON.stringify(body.title),
        content: JSON.stringify(body.content),
        updated_at: new Date(now()).toISOString(),
      };
      const saved = await db.transaction().execute(async (trx) => {
        const before = await repo.findAgreement(trx, body.type);
        const version = await repo.saveAgreement(trx, row, body.newVersion);
        const after = toConsoleAgreement({ ...row, version });
        await audit.record(trx, {
          staffId: actor.staffId,
          action: 'content.agreement_saved',
          target: `agreement:${body.type}`,
          before: before ? toConsoleAgreement(before) : null,
          after,
          ip: actor.ip,
        });
        return after;
      });
      deps.changed();
      return saved;
    },
  };
}

export type HelpEditor = ReturnType<typeof createHelpEditor>;
