import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '#web/lib/date-format.ts';
import { ACCOUNT_NS } from '#web/lib/i18n.ts';
import { useSession } from '#web/lib/session.ts';
import { usePrivacyStatus } from '../api/privacy-status';

/** Which version of the privacy notice the visitor accepted, and when. */
export function NoticeSection() {
  const { t } = useTranslation(ACCOUNT_NS);
  const { token } = useSession();
  const status = usePrivacyStatus(token).data;
  return (
    <section className="your-data__card" aria-labelledby="your-data-notice">
      <h2 id="your-data-notice">{t('privacy.noticeTitle')}</h2>
      <p>
        {status?.acceptedVersion
          ? t('privacy.noticeAccepted', {
              version: status.acceptedVersion,
              at: formatDateTime(status.acceptedAt),
            })
          : t('privacy.noticeNotAccepted')}
      </p>
      <Link to="/xieyi?type=privacy">{t('privacy.noticeRead')}</Link>
    </section>
  );
}
