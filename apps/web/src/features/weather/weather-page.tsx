import '../../components/commerce.css';
import './weather.css';
import { Link } from 'react-router';
import { UmbrellaIcon } from '../../components/icons';
import { LoadError } from '../../components/load-error';
import { Skeleton } from '../../components/skeleton';
import { formatVisitDate } from '../../lib/date-format';
import { useSession } from '../../lib/session';
import { useLocale } from '../../lib/use-locale';
import { useOrderTexts } from '../../lib/use-order-texts';
import { useWeatherGuarantee } from './api/get-weather-guarantee';
import { RainDayTickets } from './components/rain-day-tickets';

/** The weather guarantee: its terms, the heavy-rain days and, logged in, the tickets on them. */
export default function WeatherPage() {
  const { t } = useOrderTexts();
  const locale = useLocale();
  const { token } = useSession();
  const guarantee = useWeatherGuarantee();

  if (guarantee.isPending) {
    return (
      <div className="weather-page" aria-hidden="true">
        <Skeleton style={{ height: 160, borderRadius: 0 }} />
        <div className="detail-card">
          <Skeleton style={{ height: 96 }} />
        </div>
      </div>
    );
  }
  if (guarantee.isError) return <LoadError onRetry={() => void guarantee.refetch()} />;
  const { title, summary, terms, rainyDates } = guarantee.data;

  return (
    <div className="weather-page">
      <header className="weather-hero">
        <span className="weather-hero__icon" aria-hidden="true">
          <UmbrellaIcon />
        </span>
        <h1>{title}</h1>
        <p>{summary}</p>
      </header>

      <section className="detail-card" aria-labelledby="rain-days">
        <h2 id="rain-days" className="detail-card__title">
          {t('weather.rainyDates')}
        </h2>
        {rainyDates.length === 0 ? (
          <p className="weather-page__muted">{t('weather.noRainyDates')}</p>
        ) : (
          <ul className="tag-row" data-testid="rainy-dates">
            {rainyDates.map((date) => (
              <li key={date} className="tag tag--rain">
                {formatVisitDate(date, locale)}
              </li>
            ))}
          </ul>
        )}
      </section>

      {rainyDates.length > 0 && (
        <section className="detail-card" aria-labelledby="rain-tickets">
          <h2 id="rain-tickets" className="detail-card__title">
            {t('weather.yourTickets')}
          </h2>
          {token ? (
            <RainDayTickets dates={rainyDates} />
          ) : (
            <Link
              className="button button--outline button--block"
              to="/login"
              state={{ from: '/index/weather' }}
            >
              {t('weather.loginForTickets')}
            </Link>
          )}
        </section>
      )}

      {terms.length > 0 && (
        <section className="detail-card" aria-labelledby="weather-terms">
          <h2 id="weather-terms" className="detail-card__title">
            {t('weather.terms')}
          </h2>
          <ol className="weather-terms">
            {terms.map((term) => (
              <li key={term}>{term}</li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
