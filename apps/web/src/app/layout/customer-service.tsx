import { useTranslation } from 'react-i18next';
import { ChatIcon } from '#web/components/icons.tsx';
import { useScenic } from '#web/lib/scenic.ts';

/** The floating button that opens the operator's external chat in a new tab (SPEC §1). */
export function CustomerService({ raised }: { raised: boolean }) {
  const { t } = useTranslation();
  const url = useScenic().data?.serviceUrl;
  if (!url) return null;
  return (
    <a
      className={`customer-service${raised ? ' customer-service--raised' : ''}`}
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('customerService')}
      data-testid="customer-service"
    >
      <ChatIcon />
    </a>
  );
}
