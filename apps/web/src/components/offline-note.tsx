import { useTranslation } from 'react-i18next';
import { INTL_LOCALE } from '#web/lib/date-format.ts';
import { useLocale } from '#web/lib/use-locale.ts';
import { useOnline } from '#web/lib/use-online.ts';

/**
 * Says that the page shows what the visitor saw earlier, and when: with no network, or when the
 * last attempt to refresh it failed. Nothing while the page is fresh.
 */
export function OfflineNote({ seenAt, failed = false }: { seenAt: number; failed?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const online = useOnline();
  if ((online && !failed) || !seenAt) return null;
  const time = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    hour: '2-digit',
    minute: '2-digit',
  }).format(seenAt);
  return (
    <p className="offline-note" role="status" data-testid="offline-note">
      {t('offline.showing', { time })}
    </p>
  );
}
