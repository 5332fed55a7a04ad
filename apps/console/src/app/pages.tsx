import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { useMe } from '#console/lib/me.ts';
import { homeFor } from '#console/lib/screens.ts';

export function HomeRedirect() {
  const { data: staff } = useMe();
  if (!staff) return null;
  return <Navigate to={homeFor(staff.roles)} replace />;
}

export function NoAccessPage() {
  const { t } = useTranslation();
  return (
    <Result status="info" title={t('common.nothingYetTitle')} subTitle={t('common.nothingYet')} />
  );
}

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Result
      status="404"
      title={t('common.notFound')}
      extra={<Link to="/">{t('common.backHome')}</Link>}
    />
  );
}
