import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router';
import { useMe } from '#console/lib/me.ts';
import { homeFor, mayOpen, SCREENS, type Screen } from '#console/lib/screens.ts';

/**
 * A screen the staff member's roles do not cover says so instead of showing a form every call of
 * which the server would refuse (a bookmarked address, a role taken away).
 */
export function RequireScreen({ screen }: { screen: Screen['key'] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: staff } = useMe();
  const found = SCREENS.find((s) => s.key === screen);
  if (!staff || !found) return null;
  if (!mayOpen(found, staff.roles)) {
    return (
      <Result
        status="403"
        title={t('common.noAccessTitle')}
        subTitle={t('common.noAccess')}
        extra={
          <Button type="primary" onClick={() => navigate(homeFor(staff.roles))}>
            {t('common.toMyScreen')}
          </Button>
        }
      />
    );
  }
  return <Outlet />;
}
