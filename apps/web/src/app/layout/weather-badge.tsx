import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { WeatherIcon } from '../../components/weather-icon';
import { useWeather } from '../../features/weather/api/get-weather';

/** Current weather in the header; tapping it opens the live video (SPEC §2). */
export function WeatherBadge() {
  const { t } = useTranslation();
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
      <WeatherIcon code={data.now.code} />
      <span>{temp}°</span>
    </Link>
  );
}
