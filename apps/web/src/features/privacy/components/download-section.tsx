import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NS } from '#web/lib/i18n.ts';
import { showToast } from '#web/lib/toast.ts';
import { downloadPersonalData } from '../api/export-data';

/** A copy of everything the park holds on the visitor, as a JSON file (PDPA access, portability). */
export function DownloadSection() {
  const { t } = useTranslation(ACCOUNT_NS);
  const [busy, setBusy] = useState(false);
  const onDownload = async () => {
    setBusy(true);
    try {
      await downloadPersonalData();
      showToast(t('privacy.downloaded'));
    } catch {
      // The request client showed what went wrong.
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="your-data__card" aria-labelledby="your-data-download">
      <h2 id="your-data-download">{t('privacy.downloadTitle')}</h2>
      <p>{t('privacy.downloadText')}</p>
      <button
        type="button"
        className="button button--block"
        disabled={busy}
        onClick={() => void onDownload()}
      >
        {t('privacy.download')}
      </button>
    </section>
  );
}
