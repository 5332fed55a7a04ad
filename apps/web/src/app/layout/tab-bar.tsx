import type { ComponentType, SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { HomeIcon, OrderIcon, ShopIcon, TicketIcon, UserIcon } from '#web/components/icons.tsx';

type TabIcon = ComponentType<SVGProps<SVGSVGElement> & { filled?: boolean }>;
interface Tab {
  to: string;
  label: string;
  Icon: TabIcon;
}

/** The spec's four tabs, shown on the tab pages other than home. */
export const FOUR_TABS: readonly Tab[] = [
  { to: '/', label: 'tabs.home', Icon: HomeIcon },
  { to: '/ticket', label: 'tabs.ticket', Icon: TicketIcon },
  { to: '/shop', label: 'tabs.shop', Icon: ShopIcon },
  { to: '/my', label: 'tabs.my', Icon: UserIcon },
];

/** Home's five tabs with their own labels (DESIGN §3.3). */
export const FIVE_TABS: readonly Tab[] = [
  { to: '/', label: 'tabs.homepage', Icon: HomeIcon },
  { to: '/ticket', label: 'tabs.tickets', Icon: TicketIcon },
  { to: '/shop', label: 'tabs.store', Icon: ShopIcon },
  { to: '/order', label: 'tabs.order', Icon: OrderIcon },
  { to: '/my', label: 'tabs.account', Icon: UserIcon },
];

export function TabBar({ variant }: { variant: 'four' | 'five' }) {
  const { t } = useTranslation();
  const tabs = variant === 'five' ? FIVE_TABS : FOUR_TABS;
  return (
    <nav
      className="tab-bar"
      data-testid="tabbar"
      data-variant={variant}
      aria-label={t('tabs.label')}
    >
      {tabs.map(({ to, label, Icon }) => (
        <NavLink key={to} to={to} end className="tab-bar__item">
          {({ isActive }) => (
            <>
              <Icon filled={isActive} className="tab-bar__icon" />
              <span className="tab-bar__label">{t(label)}</span>
            </>
          )}
        </NavLink>
      ))}
    </nav>
  );
}
