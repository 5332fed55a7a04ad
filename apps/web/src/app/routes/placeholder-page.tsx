import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A page a later issue builds: the route, its guard and its header exist already. */
export default function PlaceholderPage({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <section className="placeholder" data-testid="placeholder" aria-labelledby="placeholder-title">
      <svg
        className="placeholder__art"
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
      <h2 id="placeholder-title">{t('placeholder.title')}</h2>
      <p className="placeholder__page">{t(title)}</p>
      <p>{t('placeholder.text')}</p>
      <Link className="button button--primary" to="/">
        {t('placeholder.home')}
      </Link>
    </section>
  );
}
