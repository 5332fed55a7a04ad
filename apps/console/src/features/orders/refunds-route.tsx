import { PageContainer } from '@ant-design/pro-components';
import type { QueuedPayment } from '@scenic/contracts';
import { Alert, App, Button, Card, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatTime } from '#console/lib/format.ts';
import { gatewayName } from '#console/lib/payment-labels.ts';
import { errorText } from '#console/lib/request.ts';
import { useRefundFlagged, useRefundQueue } from './api/refund-queue';
import { PayMethodsCard } from './components/pay-methods-card';

/**
 * Payments to give back (paid after the order expired, paid twice, an image already owned), and
 * the ways to pay visitors are offered.
 */
export function Component() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const queue = useRefundQueue();
  const refund = useRefundFlagged();

  const confirm = (row: QueuedPayment) =>
    modal.confirm({
      title: t('refund.confirmTitle', { amount: row.left }),
      content: t('refund.confirmText', { orderNo: row.orderNo }),
      okText: t('refund.confirmOk'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () =>
        refund.mutateAsync(row.paymentId).then(
          (result) => message.success(t('refund.done', { amount: result.amount })),
          (error) => message.error(errorText(error)),
        ),
    });

  return (
    <PageContainer title={t('menu.refunds')} content={t('refund.queueIntro')}>
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <Card>
          {queue.isError && (
            <Alert
              type="error"
              showIcon
              message={queue.error.message}
              action={<Button onClick={() => void queue.refetch()}>{t('common.retry')}</Button>}
            />
          )}
          <Table
            rowKey="paymentId"
            loading={queue.isPending}
            dataSource={queue.data?.list ?? []}
            locale={{ emptyText: t('refund.queueEmpty') }}
            pagination={{ pageSize: 20, hideOnSinglePage: true }}
            columns={[
              {
                title: t('orders.orderNo'),
                dataIndex: 'orderNo',
                render: (value: string, row) => <Link to={`/orders/${row.orderId}`}>{value}</Link>,
              },
              {
                title: t('orders.provider'),
                dataIndex: 'provider',
                render: (value: string) => gatewayName(t, value),
              },
              {
                title: t('orders.amount'),
                dataIndex: 'amount',
                align: 'right',
                render: (value: string) => `RM ${value}`,
              },
              {
                title: t('refund.left'),
                dataIndex: 'left',
                align: 'right',
                render: (value: string) => `RM ${value}`,
              },
              { title: t('orders.paidAt'), dataIndex: 'createdAt', render: formatTime },
              {
                title: '',
                key: 'refund',
                render: (_value, row) => (
                  <Button danger size="small" onClick={() => confirm(row)}>
                    {t('refund.action')}
                  </Button>
                ),
              },
            ]}
          />
        </Card>
        <PayMethodsCard />
      </Space>
    </PageContainer>
  );
}
