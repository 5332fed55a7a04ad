import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { BackIcon, GlobeIcon, MenuIcon } from '#web/components/icons.tsx';
import { useFitText } from '#web/lib/fit-text.ts';
import { useScenic } from '#web/lib/scenic.ts';
import { WeatherBadge } from './weather-badge';

// The menu and the picker load when first opened: the home page does not pay for them.
const SideMenu = lazy(() => import('./side-menu'));
const LangPicker = lazy(() => import('#web/components/lang-picker.tsx'));

type Panel = 'menu' | 'lang' | null;

export function Header({ title, isHome }: { title: string; isHome: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const scenic = useScenic();
  const [open, setOpen] = useState<Panel>(null);
  const [loaded, setLoaded] = useState<Set<Exclude<Panel, null>>>(() => new Set());

  const show = (panel: Exclude<Panel, null>) => {
    setLoaded((current) => (current.has(panel) ? current : new Set(current).add(panel)));
    setOpen(panel);
  };
  const close = () => setOpen(null);
  // A visitor who landed here directly has no history in the app: Back takes them home instead.
  const goBack = () => (location.key === 'default' ? navigate('/') : navigate(-1));
  const logo = scenic.data?.logo;
  const heading = isHome ? (scenic.data?.name ?? title) : title;
  const titleRef = useRef<HTMLHeadingElement>(null);
  // Never cut: the title shrinks to fit one line, then wraps to two (docs/decisions/014).
  useFitText(titleRef, heading);

  return (
    <header className="app-header" data-testid="header">
      <div className="app-header__start">
        {isHome ? (
          logo ? (
            <img
              className="app-header__logo"
              src={logo}
              alt={t('header.logo', { name: scenic.data?.name ?? '' })}
              width={36}
              height={36}
              decoding="async"
            />
          ) : null
        ) : (
          <button
            type="button"
            className="icon-button"
            aria-label={t('header.back')}
            onClick={goBack}
          >
            <BackIcon />
          </button>
        )}
      </div>
      <h1 ref={titleRef} className="app-header__title" data-fit="one">
        {heading}
      </h1>
      <div className="app-header__end">
        <WeatherBadge />
        <button
          type="button"
          className="app-header__lang"
          aria-label={t('header.languageLabel', { current: t('header.language') })}
          aria-haspopup="dialog"
          aria-expanded={open === 'lang'}
          onClick={() => show('lang')}
          data-testid="lang-switch"
        >
          <GlobeIcon />
          <span>{t('header.language')}</span>
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label={t('header.menu')}
          aria-haspopup="dialog"
          aria-expanded={open === 'menu'}
          onClick={() => show('menu')}
          data-testid="menu-button"
        >
          <MenuIcon />
        </button>
      </div>
      <Suspense fallback={null}>
        {loaded.has('menu') && <SideMenu visible={open === 'menu'} onClose={close} />}
        {loaded.has('lang') && <LangPicker visible={open === 'lang'} onClose={close} />}
      </Suspense>
    </header>
  );
}
