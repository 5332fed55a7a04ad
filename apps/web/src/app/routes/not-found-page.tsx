import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** An address the app does not have (an old or mistyped link): say so, and offer the way home. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="not-found" data-testid="not-found" aria-labelledby="not-found-title">
      <svg
        className="not-found__art"
        viewBox="0 0 120 96"
        width="120"
        height="96"
        aria-hidden="true"
      >
        <circle cx="86" cy="26" r="12" fill="var(--accent-soft)" />
        <path d="M8 84l30-40 20 24 14-16 40 32z" fill="var(--primary-soft)" />
        <path
          d="M38 44l20 24 14-16 40 32H8z"
          fill="none"
          stroke="var(--primary)"
          strokeWidth="3"
          strokeLinejoin="round"
        />
      </svg>
      <h2 id="not-found-title">{t('notFound.title')}</h2>
      <p>{t('notFound.text')}</p>
      <Link className="button button--primary" to="/">
        {t('notFound.home')}
      </Link>
    </section>
  );
}
