import { DEFAULT_E_INVOICE_SETTINGS, type EInvoiceSettings } from '@scenic/contracts';
import type { Db } from '#server/db/database.ts';
import type { StaffActor } from '#server/lib/staff-actor.ts';
import type { Audit } from '#server/modules/audit/service.ts';
import { claimSetting, readSetting, saveSetting } from '#server/modules/settings/store.ts';

const SETTING_KEY = 'e-invoicing';

/** The operator's e-invoicing settings, with the defaults (off) for whatever was never saved. */
export async function readEInvoiceSettings(db: Db): Promise<EInvoiceSettings> {
  const stored = await readSetting<Partial<EInvoiceSettings>>(db, SETTING_KEY);
  return { ...DEFAULT_E_INVOICE_SETTINGS, ...stored };
}

/** Saves the settings, audited with what they were. */
export async function saveEInvoiceSettings(
  deps: { db: Db; audit: Audit },
  next: EInvoiceSettings,
  actor: StaffActor,
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const before = await claimSetting<Partial<EInvoiceSettings>>(trx, SETTING_KEY);
    await saveSetting(trx, SETTING_KEY, next);
    await deps.audit.record(trx, {
      ...actor,
      action: 'settings.e_invoicing_saved',
      target: `setting:${SETTING_KEY}`,
      before: { ...DEFAULT_E_INVOICE_SETTINGS, ...before },
      after: next,
    });
  });
}
