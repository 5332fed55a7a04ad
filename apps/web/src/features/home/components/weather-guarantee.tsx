import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronRightIcon, UmbrellaIcon } from '#web/components/icons.tsx';

export function WeatherGuarantee() {
  const { t } = useTranslation();
  return (
    <section
      className="home-section"
      data-testid="home-weather-guarantee"
      aria-labelledby="weather-guarantee-title"
    >
      <Link to="/index/weather" className="guarantee">
        <span className="guarantee__icon">
          <UmbrellaIcon />
        </span>
        <span className="guarantee__body">
          <span id="weather-guarantee-title" className="guarantee__title">
            {t('home.weatherTitle')}
          </span>
          <span className="guarantee__text">{t('home.weatherText')}</span>
        </span>
        <ChevronRightIcon className="guarantee__chevron" />
      </Link>
    </section>
  );
}
