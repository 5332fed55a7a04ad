import type { WeatherHour } from '@scenic/contracts';
import { WeatherIcon } from '#web/components/weather-icon.tsx';
import { useOrderTexts } from '#web/lib/use-order-texts.ts';
import { hourLabel } from '../forecast-labels';

/** The next hours side by side, swiped sideways: hour, icon, temperature, chance of rain. */
export function HourStrip({ hours }: { hours: readonly WeatherHour[] }) {
  const { t } = useOrderTexts();
  return (
    <section className="detail-card" aria-labelledby="weather-hours">
      <h2 id="weather-hours" className="detail-card__title">
        {t('weather.hours', { n: hours.length })}
      </h2>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a strip that scrolls sideways must be reachable from the keyboard */}
      <ol className="hour-strip" data-testid="weather-hours" tabIndex={0}>
        {hours.map((hour, index) => {
          const label = index === 0 ? t('weather.nowHour') : hourLabel(hour.time);
          return (
            <li key={hour.time} className="hour-strip__hour">
              <span className="hour-strip__time" aria-hidden="true">
                {label}
              </span>
              <WeatherIcon code={hour.code} night={hour.night} size={28} />
              <span className="hour-strip__temp" aria-hidden="true">
                {Math.round(hour.temp)}°
              </span>
              <span className="hour-strip__rain" aria-hidden="true">
                {hour.rainChance == null ? '' : `${hour.rainChance}%`}
              </span>
              <span className="visually-hidden">
                {[label, hour.text, `${Math.round(hour.temp)}°`]
                  .concat(
                    hour.rainChance == null
                      ? []
                      : t('weather.rainChance', { value: hour.rainChance }),
                  )
                  .join(', ')}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
