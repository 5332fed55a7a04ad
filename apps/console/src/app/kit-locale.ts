import type { Locale } from '@scenic/contracts';
import type { Locale as KitLocale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';
import msMY from 'antd/es/locale/ms_MY';
import zhCN from 'antd/es/locale/zh_CN';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/ms-my';

/** The UI kit's own texts (pagination, date pickers, confirmations) in the staff member's language. */
export const KIT_LOCALES: Record<Locale, KitLocale> = { zh: zhCN, en: enUS, ma: msMY };
export const DAYJS_LOCALES: Record<Locale, string> = { zh: 'zh-cn', en: 'en', ma: 'ms-my' };
