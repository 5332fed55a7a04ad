import Popup from 'antd-mobile/es/components/popup';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { ChevronRightIcon, CloseIcon } from '#web/components/icons.tsx';
import { useBackToClose } from '#web/lib/back-closes.ts';
import { VR_PATH } from '../route-table';

/** Side menu entries in the spec's order; Help centre opens /about, About us /my/help (DESIGN §3.2). */
export const MENU_ENTRIES = [
  { to: '/order', label: 'menu.orders' },
  { to: '/ticket', label: 'menu.ticket' },
  { to: '/shop', label: 'menu.shop' },
  { to: '/zulin/index', label: 'menu.rental' },
  { to: VR_PATH, label: 'menu.vr' },
  { to: '/about', label: 'menu.helpCentre' },
  { to: '/my/help', label: 'menu.aboutUs' },
] as const;

export default function SideMenu({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  useBackToClose(visible, onClose);
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      position="left"
      bodyClassName="side-menu"
      destroyOnClose={false}
    >
      <nav data-testid="side-menu" aria-label={t('menu.title')}>
        <div className="side-menu__head">
          <h2>{t('menu.title')}</h2>
          <button
            type="button"
            className="icon-button"
            aria-label={t('menu.close')}
            onClick={onClose}
          >
            <CloseIcon />
          </button>
        </div>
        <ul className="side-menu__list">
          {MENU_ENTRIES.map((entry) => (
            <li key={entry.to}>
              <NavLink to={entry.to} onClick={onClose} className="side-menu__link" end>
                <span>{t(entry.label)}</span>
                <ChevronRightIcon />
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </Popup>
  );
}
