import { Alert, App, Card, Skeleton, Space, Switch } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '#console/lib/request.ts';
import { useDateChangeSettings, useSaveDateChangeSettings } from '../api/date-changes';

/**
 * Whether a ticket moved to a cheaper date gets the difference back (decision 041; admin). Off by
 * default: most parks keep it. A dearer date always costs the difference, and weather moves are
 * free, whatever this says. The switch saves at once, as the server's audit records it.
 */
export function DateChangesCard() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const settings = useDateChangeSettings();
  const save = useSaveDateChangeSettings();
  const switchId = useId();

  const change = (refundCheaper: boolean) =>
    save.mutateAsync({ refundCheaper }).then(
      () => message.success(t(refundCheaper ? 'dateChanges.savedOn' : 'dateChanges.savedOff')),
      (error) => message.error(errorText(error)),
    );

  return (
    <Card title={t('dateChanges.title')}>
      {settings.isError && <Alert type="error" showIcon message={settings.error.message} />}
      {settings.isPending && <Skeleton active paragraph={{ rows: 1 }} />}
      {settings.data && (
        <Space align="start">
          <Switch
            id={switchId}
            checked={settings.data.refundCheaper}
            loading={save.isPending}
            onChange={(on) => void change(on)}
          />
          <div>
            <label htmlFor={switchId}>{t('dateChanges.refundCheaper')}</label>
            <p className="muted">{t('dateChanges.hint')}</p>
          </div>
        </Space>
      )}
    </Card>
  );
}
