import '#web/components/commerce.css';
import './weather.css';
import type { WeatherGuarantee } from '@scenic/contracts';
import { Link } from 'react-router';
import { UmbrellaIcon } from '#web/components/icons.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { Skeleton } from '#web/components/skeleton.tsx';
import { formatVisitDate } from '#web/lib/date-format.ts';
import { useSession } from '#web/lib/session.ts';
import { useLocale } from '#web/lib/use-locale.ts';
import { useOrderTexts } from '#web/lib/use-order-texts.ts';
import { useFreshWeather } from '#web/lib/weather.ts';
import { useWeatherGuarantee } from './api/get-weather-guarantee';
import { DayList } from './components/day-list';
import { HourStrip } from './components/hour-strip';
import { RainDayTickets } from './components/rain-day-tickets';
import { WeatherNow } from './components/weather-now';

function Forecast({ rainyDates }: { rainyDates: readonly string[] }) {
  const weather = useFreshWeather();
  if (weather.isPending) {
    return (
      <div className="weather-now weather-now--loading" aria-hidden="true">
        <Skeleton style={{ height: 72, width: '60%' }} />
      </div>
    );
  }
  if (weather.isError && !weather.data) {
    return (
      <div className="weather-now weather-now--error">
        <LoadError onRetry={() => void weather.refetch()} />
      </div>
    );
  }
  const { hours, days } = weather.data;
  return (
    <>
      <WeatherNow weather={weather.data} />
      {hours.length > 0 && <HourStrip hours={hours} />}
      {days.length > 0 && <DayList days={days} rainyDates={rainyDates} />}
    </>
  );
}

/** The guarantee: what it promises, the heavy-rain days and, logged in, the tickets on them. */
function Guarantee({ guarantee }: { guarantee: WeatherGuarantee }) {
  const { t } = useOrderTexts();
  const locale = useLocale();
  const { token } = useSession();
  const { title, summary, terms, rainyDates } = guarantee;
  return (
    <>
      <section className="detail-card weather-guarantee" aria-labelledby="weather-guarantee">
        <span className="weather-guarantee__icon" aria-hidden="true">
          <UmbrellaIcon />
        </span>
        <div>
          <h2 id="weather-guarantee" className="detail-card__title">
            {title}
          </h2>
          <p>{summary}</p>
        </div>
      </section>

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
    </>
  );
}

/**
 * Weather at the park (SPEC §2 "Weather detail"): now, the next hours and days, and the weather
 * guarantee. Each half loads on its own, so a weather provider that is down leaves the guarantee.
 */
export default function WeatherPage() {
  const guarantee = useWeatherGuarantee();
  return (
    <div className="weather-page">
      <Forecast rainyDates={guarantee.data?.rainyDates ?? []} />
      {guarantee.isPending ? (
        <div className="detail-card" aria-hidden="true">
          <Skeleton style={{ height: 96 }} />
        </div>
      ) : guarantee.isError && !guarantee.data ? (
        <LoadError onRetry={() => void guarantee.refetch()} />
      ) : (
        <Guarantee guarantee={guarantee.data} />
      )}
    </div>
  );
}
