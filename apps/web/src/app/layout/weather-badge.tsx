import { weatherShortText } from '@scenic/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { WeatherIcon } from '#web/components/weather-icon.tsx';
import { useLocale } from '#web/lib/use-locale.ts';
import { useWeather } from '#web/lib/weather.ts';

/** Current weather in the header: icon, temperature and a word; tapping it opens the live video (SPEC §2). */
export function WeatherBadge() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { data } = useWeather();
  if (!data) return <span className="weather-badge weather-badge--empty" aria-hidden="true" />;
  const temp = Math.round(data.now.temp);
  return (
    <Link
      to="/online/videoLive"
      className="weather-badge"
      aria-label={t('header.weather', { text: data.now.text, temp })}
      data-testid="weather"
    >
      <WeatherIcon code={data.now.code} night={data.now.night} size={20} />
      <span className="weather-badge__temp" aria-hidden="true">
        {temp}°
      </span>
      <span className="weather-badge__word" aria-hidden="true" data-testid="weather-word">
        {weatherShortText(data.now.code, locale)}
      </span>
    </Link>
  );
}
