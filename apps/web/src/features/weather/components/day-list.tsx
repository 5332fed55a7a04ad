import type { WeatherDay } from '@scenic/contracts';
import { WeatherIcon } from '#web/components/weather-icon.tsx';
import { useLocale } from '#web/lib/use-locale.ts';
import { useOrderTexts } from '#web/lib/use-order-texts.ts';
import { dayLabel } from '../forecast-labels';

/** Today and the days after, one row each: day and its weather, icon, chance of rain, low and high. */
export function DayList({
  days,
  rainyDates,
}: {
  days: readonly WeatherDay[];
  rainyDates: readonly string[];
}) {
  const { t } = useOrderTexts();
  const locale = useLocale();
  return (
    <section className="detail-card" aria-labelledby="weather-days">
      <h2 id="weather-days" className="detail-card__title">
        {t('weather.days', { n: days.length })}
      </h2>
      <ol className="day-list" data-testid="weather-days">
        {days.map((day) => (
          <li key={day.date} className="day-list__day">
            <span className="day-list__what">
              <span className="day-list__date">{dayLabel(t, day.date, locale)}</span>
              <span className="day-list__text">
                {day.text}
                {rainyDates.includes(day.date) && (
                  <span className="day-list__flag"> · {t('weather.heavyRainDay')}</span>
                )}
              </span>
            </span>
            <WeatherIcon code={day.code} size={28} />
            <span className="day-list__rain">
              {day.rainChance == null ? (
                ''
              ) : (
                <>
                  <span aria-hidden="true">{day.rainChance}%</span>
                  <span className="visually-hidden">
                    {t('weather.rainChance', { value: day.rainChance })}
                  </span>
                </>
              )}
            </span>
            <span className="day-list__temps">
              <span className="visually-hidden">
                {t('weather.highLow', { high: day.high, low: day.low })}
              </span>
              <span aria-hidden="true">
                <span className="day-list__low">{day.low}°</span> / {day.high}°
              </span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
