import './my.css';
import { useQueryClient } from '@tanstack/react-query';
import List from 'antd-mobile/es/components/list';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GlobeIcon, OrderIcon, TicketIcon } from '#web/components/icons.tsx';
import { ACCOUNT_NS } from '#web/lib/i18n.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { useSession } from '#web/lib/session.ts';
import { useUserInfo } from './api/get-user-info';
import { logout } from './api/logout';
import { confirmLogout } from './components/confirm-logout';
import {
  CardIcon,
  DocumentIcon,
  GiftIcon,
  HeartIcon,
  HelpIcon,
  InfoIcon,
  LogoutIcon,
} from './components/my-icons';
import { GuestCard, ProfileCard } from './components/profile-card';

const LangPicker = lazy(() => import('#web/components/lang-picker.tsx'));

interface Entry {
  to: string;
  label: string;
  icon: ReactNode;
}

/** Entries that need a session (their routes are login routes, SPEC §2). */
const ACCOUNT_ENTRIES: readonly Entry[] = [
  { to: '/order', label: 'my.orders', icon: <OrderIcon /> },
  { to: '/noUseList', label: 'my.unused', icon: <TicketIcon /> },
  { to: '/my/payRecord', label: 'my.payRecord', icon: <CardIcon /> },
  { to: '/my/giftCards', label: 'my.giftCards', icon: <GiftIcon /> },
  { to: '/scene/list/collect', label: 'my.favourites', icon: <HeartIcon /> },
  { to: '/my/data', label: 'my.yourData', icon: <DocumentIcon /> },
];

/** Labels per DESIGN §3.2: "Help centre" is /about, "About us" is /my/help. */
const INFO_ENTRIES: readonly Entry[] = [
  { to: '/about', label: 'my.helpCentre', icon: <HelpIcon /> },
  { to: '/my/help', label: 'my.aboutUs', icon: <InfoIcon /> },
  { to: '/xieyi', label: 'my.agreements', icon: <DocumentIcon /> },
];

function EntryLink({ entry }: { entry: Entry }) {
  const { t } = useTranslation(ACCOUNT_NS);
  return (
    <List.Item prefix={entry.icon} arrow className="my-entry">
      {/* A real link, stretched over the whole row: keyboard, screen readers and long-press work. */}
      <Link to={entry.to} className="my-entry__link">
        {t(entry.label)}
      </Link>
    </List.Item>
  );
}

/** My centre: the profile and the visitor's entries; a friendly invitation when logged out. */
export default function MyPage() {
  const { t } = useTranslation(ACCOUNT_NS);
  const queryClient = useQueryClient();
  const { token, user } = useSession();
  const [pickerLoaded, setPickerLoaded] = useState(false);
  const [pickerOpen, setPickerOpen] = useState(false);
  // Refreshes the stored profile whenever the page shows (it is a kept page: effects re-run).
  useUserInfo(token);

  const onLogout = async () => {
    if (!(await confirmLogout(t))) return;
    try {
      await logout();
    } catch {
      // Logged out on this phone all the same; the request client showed what failed.
    }
    queryClient.removeQueries({ queryKey: queryKeys.user.all });
  };

  return (
    <div className="my">
      {token && user ? <ProfileCard user={user} /> : <GuestCard />}
      {token && (
        <List className="my-list" mode="card" header={t('my.account')}>
          {ACCOUNT_ENTRIES.map((entry) => (
            <EntryLink key={entry.to} entry={entry} />
          ))}
        </List>
      )}
      <List className="my-list" mode="card" header={t('my.more')}>
        <List.Item prefix={<GlobeIcon />} arrow className="my-entry" extra={t('my.languageName')}>
          <button
            type="button"
            className="my-entry__link"
            aria-haspopup="dialog"
            onClick={() => {
              setPickerLoaded(true);
              setPickerOpen(true);
            }}
            data-testid="my-language"
          >
            {t('my.language')}
          </button>
        </List.Item>
        {INFO_ENTRIES.map((entry) => (
          <EntryLink key={entry.to} entry={entry} />
        ))}
      </List>
      {token && (
        <button
          type="button"
          className="button button--block my-logout"
          onClick={() => void onLogout()}
          data-testid="my-logout"
        >
          <LogoutIcon />
          {t('my.logout')}
        </button>
      )}
      <Suspense fallback={null}>
        {pickerLoaded && <LangPicker visible={pickerOpen} onClose={() => setPickerOpen(false)} />}
      </Suspense>
    </div>
  );
}
