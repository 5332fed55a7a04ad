import { useTranslation } from 'react-i18next';

/** What a visitor sees when a part of the page failed to load, with a way to try again. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="load-error" role="alert">
      <p>{t('home.loadFailed')}</p>
      <button type="button" className="button button--outline" onClick={onRetry}>
        {t('home.retry')}
      </button>
    </div>
  );
}
