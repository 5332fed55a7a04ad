import './privacy.css';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NS } from '#web/lib/i18n.ts';
import { CloseSection } from './components/close-section';
import { DetailsSection } from './components/details-section';
import { DownloadSection } from './components/download-section';
import { NoticeSection } from './components/notice-section';

/** My centre › Your data: what the PDPA lets a visitor do with what the park holds on them. */
export default function YourDataPage() {
  const { t } = useTranslation(ACCOUNT_NS);
  return (
    <div className="your-data">
      <p className="your-data__lead">{t('privacy.lead')}</p>
      <DownloadSection />
      <DetailsSection />
      <NoticeSection />
      <CloseSection />
    </div>
  );
}
