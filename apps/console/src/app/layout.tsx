import {
  AuditOutlined,
  CalendarOutlined,
  CameraOutlined,
  CloudOutlined,
  CoffeeOutlined,
  CreditCardOutlined,
  DashboardOutlined,
  EnvironmentOutlined,
  FileProtectOutlined,
  GiftOutlined,
  GlobalOutlined,
  InboxOutlined,
  KeyOutlined,
  LogoutOutlined,
  MailOutlined,
  MobileOutlined,
  NotificationOutlined,
  PercentageOutlined,
  PictureOutlined,
  ProfileOutlined,
  QrcodeOutlined,
  QuestionCircleOutlined,
  RollbackOutlined,
  SafetyCertificateOutlined,
  ShopOutlined,
  ShoppingOutlined,
  StarOutlined,
  TagsOutlined,
  TeamOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import { ProLayout } from '@ant-design/pro-components';
import { useQueryClient } from '@tanstack/react-query';
import { Dropdown, Result, Select, Spin } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { useLogout } from '#console/features/auth/api/logout.ts';
import { changeLanguage, currentLanguage } from '#console/lib/i18n.ts';
import { LANGUAGE_NAMES } from '#console/lib/language.ts';
import { useMe } from '#console/lib/me.ts';
import { useParkName } from '#console/lib/park-name.ts';
import { onSignedOut } from '#console/lib/request.ts';
import { menuFor, type Screen } from '#console/lib/screens.ts';
import { staffToken } from '#console/lib/session.ts';

const ICONS: Record<Screen['key'], ReactNode> = {
  dashboard: <DashboardOutlined />,
  orders: <ProfileOutlined />,
  refunds: <RollbackOutlined />,
  gate: <QrcodeOutlined />,
  kitchen: <CoffeeOutlined />,
  counter: <ShopOutlined />,
  inbox: <InboxOutlined />,
  outbox: <MailOutlined />,
  banners: <PictureOutlined />,
  home: <MobileOutlined />,
  notices: <NotificationOutlined />,
  park: <EnvironmentOutlined />,
  cameras: <VideoCameraOutlined />,
  weather: <CloudOutlined />,
  reviews: <StarOutlined />,
  help: <QuestionCircleOutlined />,
  tickets: <TagsOutlined />,
  calendar: <CalendarOutlined />,
  scenery: <CameraOutlined />,
  goods: <ShoppingOutlined />,
  promotions: <GiftOutlined />,
  giftCards: <CreditCardOutlined />,
  vr: <GlobalOutlined />,
  staff: <TeamOutlined />,
  audit: <AuditOutlined />,
  tax: <PercentageOutlined />,
  privacy: <SafetyCertificateOutlined />,
  eInvoices: <FileProtectOutlined />,
};

/** Sends the staff member to the login page whenever a call finds the session gone. */
function useSignedOutRedirect() {
  const navigate = useNavigate();
  const client = useQueryClient();
  useEffect(
    () =>
      onSignedOut(() => {
        client.clear();
        navigate('/login', { replace: true });
      }),
    [navigate, client],
  );
}

export function ConsoleLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const me = useMe();
  const logout = useLogout();
  const parkName = useParkName();
  useSignedOutRedirect();

  if (!staffToken.get()) return <Navigate to="/login" replace />;
  if (me.isPending) return <Spin fullscreen tip={t('common.loading')} />;
  if (me.isError || !me.data) {
    return (
      <Result
        status="warning"
        title={me.error?.message ?? t('common.unknownError')}
        extra={<Link to="/login">{t('auth.toLogin')}</Link>}
      />
    );
  }
  const staff = me.data;
  if (staff.passwordChangeRequired && location.pathname !== '/password') {
    return <Navigate to="/password" replace />;
  }

  // Grouped, each group's title above its screens (ProLayout's `group` menu): twenty entries in one
  // list were hard to find one's way in.
  const routes = menuFor(staff.roles).map(({ group, screens }) => ({
    key: `group-${group}`,
    path: `/menu/${group}`,
    name: t(`menuGroup.${group}`),
    children: screens.map((screen) => ({
      path: screen.path,
      name: t(`menu.${screen.key}`),
      icon: ICONS[screen.key],
    })),
  }));

  return (
    <ProLayout
      title={parkName}
      logo={false}
      layout="mix"
      fixSiderbar
      siderWidth={240}
      location={{ pathname: location.pathname }}
      route={{ path: '/', routes }}
      menu={{ type: 'group' }}
      menuItemRender={(item, dom) => (item.path ? <Link to={item.path}>{dom}</Link> : dom)}
      token={{ header: { colorBgHeader: '#ffffff' } }}
      actionsRender={() => [
        <Select
          key="language"
          variant="borderless"
          aria-label={t('common.language')}
          value={currentLanguage()}
          onChange={(value) => void changeLanguage(value)}
          options={Object.entries(LANGUAGE_NAMES).map(([value, label]) => ({ value, label }))}
          style={{ width: 130 }}
        />,
      ]}
      avatarProps={{
        title: staff.displayName,
        size: 'small',
        render: (_props, dom) => (
          <Dropdown
            menu={{
              items: [
                { key: 'password', icon: <KeyOutlined />, label: t('auth.changePassword') },
                { key: 'logout', icon: <LogoutOutlined />, label: t('auth.logout') },
              ],
              onClick: ({ key }) => {
                if (key === 'password') navigate('/password');
                else
                  logout.mutate(undefined, {
                    onSettled: () => navigate('/login', { replace: true }),
                  });
              },
            }}
          >
            <span data-testid="staff-menu">{dom}</span>
          </Dropdown>
        ),
      }}
    >
      <Outlet />
    </ProLayout>
  );
}
