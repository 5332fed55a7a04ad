import { CURLEC_METHODS, type CurlecMethod } from '@scenic/contracts';
import { Alert, App, Button, Card, Checkbox, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gatewayName, methodName } from '#console/lib/payment-labels.ts';
import { errorText } from '#console/lib/request.ts';
import { usePayMethodSettings, useSavePayMethodSettings } from '../api/pay-methods';

/**
 * Which ways to pay visitors are offered through Curlec (decision 043; admin, audited): the
 * payment page lists them and Curlec's checkout shows only them. At least one stays on.
 */
export function PayMethodsCard() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const settings = usePayMethodSettings();
  const save = useSavePayMethodSettings();
  // What the admin has ticked and not saved yet; null while it is what the server holds.
  const [picked, setPicked] = useState<CurlecMethod[] | null>(null);
  const stored = settings.data?.methods ?? [];
  const chosen = picked ?? stored;
  const changed = picked !== null && picked.join() !== stored.join();

  const submit = () =>
    save.mutateAsync({ methods: chosen }).then(
      (saved) => {
        setPicked(null);
        message.success(t('payMethodSettings.saved', { count: saved.methods.length }));
      },
      (error) => message.error(errorText(error)),
    );

  return (
    <Card title={t('payMethodSettings.title')}>
      {settings.isError && <Alert type="error" showIcon message={errorText(settings.error)} />}
      {settings.isPending && <Skeleton active paragraph={{ rows: 2 }} />}
      {settings.data && (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <p className="muted">{t('payMethodSettings.hint')}</p>
          {settings.data.gateway !== 'curlec' && (
            <Alert
              type="info"
              showIcon
              message={t('payMethodSettings.notLive', {
                gateway: gatewayName(t, settings.data.gateway),
              })}
            />
          )}
          <Checkbox.Group<CurlecMethod>
            value={chosen}
            onChange={(values) =>
              // Kept in the payment page's order, whatever order they were ticked in.
              setPicked(CURLEC_METHODS.filter((method) => values.includes(method)))
            }
            options={CURLEC_METHODS.map((method) => ({
              value: method,
              label: methodName(t, method),
            }))}
          />
          {chosen.length === 0 && (
            <Alert type="warning" showIcon message={t('payMethodSettings.chooseOne')} />
          )}
          <Button
            type="primary"
            disabled={!changed || chosen.length === 0}
            loading={save.isPending}
            onClick={() => void submit()}
          >
            {t('payMethodSettings.save')}
          </Button>
        </Space>
      )}
    </Card>
  );
}
