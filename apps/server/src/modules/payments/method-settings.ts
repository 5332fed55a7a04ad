import {
  CURLEC_METHODS,
  DEFAULT_PAY_METHOD_SETTINGS,
  type PayMethodSettings,
  payMethodSettingsSchema,
} from '@scenic/contracts';
import type { Db } from '#server/db/database.ts';
import { readSetting, saveSetting } from '#server/modules/settings/store.ts';

const SETTING_KEY = 'pay_methods';

/**
 * The ways to pay the park offers visitors on Curlec (admin; decision 043), in the payment page's
 * order. Every method until an admin chooses; a stored value that no longer reads is the default.
 */
export async function readPayMethodSettings(db: Db): Promise<PayMethodSettings> {
  const stored = payMethodSettingsSchema.safeParse(await readSetting(db, SETTING_KEY));
  if (!stored.success) return { methods: [...DEFAULT_PAY_METHOD_SETTINGS.methods] };
  return { methods: CURLEC_METHODS.filter((method) => stored.data.methods.includes(method)) };
}

export async function savePayMethodSettings(db: Db, settings: PayMethodSettings): Promise<void> {
  const methods = CURLEC_METHODS.filter((method) => settings.methods.includes(method));
  await saveSetting(db, SETTING_KEY, { methods });
}
