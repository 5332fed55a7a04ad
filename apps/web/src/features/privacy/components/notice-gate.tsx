import '../privacy.css';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '#web/lib/date-format.ts';
import { ACCOUNT_NS } from '#web/lib/i18n.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { clearSession, useSession } from '#web/lib/session.ts';
import { acceptPrivacy, usePrivacyStatus } from '../api/privacy-status';

/**
 * A new version of the privacy notice was published since the signed-in visitor accepted one:
 * on their next visit they read it and accept it, or sign out (PDPA s7, Notice and Choice).
 */
export default function NoticeGate() {
  const { t } = useTranslation(ACCOUNT_NS);
  const { token } = useSession();
  const queryClient = useQueryClient();
  const status = usePrivacyStatus(token);
  const [busy, setBusy] = useState(false);
  const data = status.data;
  if (!token || !data?.needsAcceptance) return null;

  const onAccept = async () => {
    setBusy(true);
    try {
      const next = await acceptPrivacy(data.version);
      queryClient.setQueryData(queryKeys.privacy.status(token), next);
    } catch {
      // A newer version came out meanwhile: ask again for that one.
      await status.refetch();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div
      className="notice-gate"
      role="dialog"
      aria-modal="true"
      aria-labelledby="notice-gate-title"
    >
      <div className="notice-gate__card">
        <h2 id="notice-gate-title">{t('privacy.gateTitle')}</h2>
        <p>{t('privacy.gateText', { at: formatDateTime(data.publishedAt) })}</p>
        <Link to="/xieyi?type=privacy">{t('privacy.noticeRead')}</Link>
        <button
          type="button"
          className="button button--primary button--block"
          disabled={busy}
          onClick={() => void onAccept()}
        >
          {t('privacy.gateAccept')}
        </button>
        <button type="button" className="button button--block" onClick={() => clearSession()}>
          {t('privacy.gateDecline')}
        </button>
      </div>
    </div>
  );
}
