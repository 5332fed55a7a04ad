import type { GetWeatherData } from '@scenic/contracts';
import { WeatherIcon } from '#web/components/weather-icon.tsx';
import { useLocale } from '#web/lib/use-locale.ts';
import { useOrderTexts } from '#web/lib/use-order-texts.ts';
import { readingTime } from '../forecast-labels';

/** The weather now: big icon and temperature, today's range, and whose reading it is and when. */
export function WeatherNow({ weather }: { weather: GetWeatherData }) {
  const { t } = useOrderTexts();
  const locale = useLocale();
  const { now, live, updatedAt } = weather;
  const today = weather.days[0];
  const time = readingTime(updatedAt, locale);
  return (
    <section className="weather-now" aria-labelledby="weather-now-title" data-testid="weather-now">
      <h2 id="weather-now-title" className="visually-hidden">
        {t('weather.now')}
      </h2>
      <div className="weather-now__main">
        <WeatherIcon code={now.code} night={now.night} size={64} />
        <span className="weather-now__temp">{Math.round(now.temp)}°</span>
        <span className="weather-now__what">
          <span className="weather-now__text">{now.text}</span>
          {today && (
            <span className="weather-now__range">
              {t('weather.highLow', { high: today.high, low: today.low })}
            </span>
          )}
        </span>
      </div>
      <p
        className={live ? 'weather-now__stamp' : 'weather-now__stamp weather-now__stamp--park'}
        data-testid="weather-stamp"
      >
        {live ? t('weather.updated', { time }) : t('weather.parkReading', { time })}
      </p>
      {!live && <p className="weather-now__note">{t('weather.noForecast')}</p>}
    </section>
  );
}
