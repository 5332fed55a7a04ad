import type { ConsoleOrderDetail } from '@scenic/contracts';
import { App, Button, Card, Descriptions, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatTime } from '#console/lib/format.ts';
import { gatewayName, methodName, paymentState } from '#console/lib/payment-labels.ts';
import { rentalPeriodText } from '#console/lib/rental-period.ts';
import { errorText } from '#console/lib/request.ts';
import { useResendRefund } from '../api/refund-queue';
import { listPricesOf } from '../list-prices';
import { STATUS_COLOURS } from '../order-labels';
import { passState } from '../pass-state';
import { refundableSen } from '../refund-amounts';
import { OrderHistory } from './order-history';
import { RefundDialog } from './refund-dialog';

type Props = { detail: ConsoleOrderDetail; mayRefund: boolean };

export function OrderDetail({ detail, mayRefund }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [refunding, setRefunding] = useState(false);
  const resend = useResendRefund();
  const { order, visitor } = detail;
  const left = refundableSen(detail);
  const listPrices = listPricesOf(detail);

  const items = [
    { key: 'kind', label: t('orders.kind'), children: t(`kind.${order.kind}`) },
    {
      key: 'status',
      label: t('orders.status'),
      children: <Tag color={STATUS_COLOURS[order.status]}>{t(`status.${order.status}`)}</Tag>,
    },
    { key: 'title', label: t('orders.title'), children: order.title },
    { key: 'total', label: t('orders.total'), children: `RM ${order.total}` },
    ...(order.discount
      ? [
          {
            key: 'promo',
            label: t('orders.promoCode'),
            children: t('orders.discountOf', {
              code: order.discount.code,
              amount: order.discount.amount,
            }),
          },
        ]
      : []),
    { key: 'phone', label: t('orders.phone'), children: visitor.phone || '—' },
    { key: 'email', label: t('orders.email'), children: visitor.email || '—' },
    { key: 'created', label: t('orders.createdAt'), children: formatTime(order.createdAt) },
    { key: 'paid', label: t('orders.paidAt'), children: formatTime(order.paidAt) },
    ...(order.kind === 'ticket'
      ? [
          { key: 'visit', label: t('orders.visitDate'), children: order.reserveDate },
          ...(order.slot ? [{ key: 'slot', label: t('orders.slot'), children: order.slot }] : []),
          {
            key: 'pass',
            label: t('orders.pass'),
            children: passState(t, order.status, order.pass),
          },
        ]
      : []),
    ...(order.kind === 'food' && order.pickup
      ? [
          { key: 'pickupNo', label: t('orders.pickupNo'), children: order.pickup.number ?? '—' },
          { key: 'point', label: t('orders.pickupPoint'), children: order.pickup.point },
        ]
      : []),
    ...(order.kind === 'rental' && order.rental
      ? [
          {
            key: 'period',
            label: t('orders.rentalPeriod'),
            children: rentalPeriodText(t, order.rental),
          },
          {
            key: 'deposit',
            label: t('orders.deposit'),
            children: `RM ${order.rental.deposit} · ${t(`deposit.${order.rental.depositStatus}`)}${
              order.rental.depositNote ? ` (${order.rental.depositNote})` : ''
            }`,
          },
        ]
      : []),
    ...(order.note ? [{ key: 'note', label: t('orders.note'), children: order.note }] : []),
  ];

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card
        title={t('orders.summary')}
        extra={
          <Space>
            {order.paidAt && (
              <Link to={`/orders/${order.id}/receipt`}>
                {t(detail.refunds.length > 0 ? 'orders.receiptAndNotes' : 'orders.receipt')}
              </Link>
            )}
            {mayRefund && (
              <Button
                danger
                disabled={left <= 0}
                title={left <= 0 ? t('refund.nothingLeft') : undefined}
                onClick={() => setRefunding(true)}
              >
                {t('refund.action')}
              </Button>
            )}
          </Space>
        }
      >
        <Descriptions column={{ xs: 1, md: 2, xl: 3 }} items={items} />
      </Card>

      <Card title={t('orders.lines')}>
        <Table
          rowKey="id"
          pagination={false}
          dataSource={detail.lines}
          columns={[
            { title: t('orders.item'), dataIndex: 'name' },
            { title: t('orders.quantity'), dataIndex: 'quantity', align: 'right' },
            {
              title: t('orders.unitPrice'),
              dataIndex: 'unitPrice',
              align: 'right',
              render: (value: string, row) => {
                const list = listPrices.get(row.id);
                return (
                  <span className="nowrap">
                    RM {value}
                    {list && <div className="muted">{t('orders.listPrice', { amount: list })}</div>}
                  </span>
                );
              },
            },
            {
              title: t('orders.refundedUnits'),
              dataIndex: 'refunded',
              align: 'right',
              render: (value: number) => (value > 0 ? <Tag color="red">{value}</Tag> : '—'),
            },
          ]}
        />
      </Card>

      <Card title={t('orders.payments')}>
        <Table
          rowKey="id"
          pagination={false}
          dataSource={detail.payments}
          locale={{ emptyText: t('orders.noPayments') }}
          columns={[
            {
              title: t('orders.provider'),
              dataIndex: 'provider',
              render: (value: string) => gatewayName(t, value),
            },
            {
              title: t('orders.method'),
              dataIndex: 'method',
              render: (value: string) => methodName(t, value),
            },
            {
              title: t('orders.amount'),
              dataIndex: 'amount',
              align: 'right',
              render: (value: string) => `RM ${value}`,
            },
            {
              title: t('orders.refundedMoney'),
              dataIndex: 'refunded',
              align: 'right',
              render: (value: string) => (value === '0.00' ? '—' : `RM ${value}`),
            },
            {
              title: t('orders.status'),
              dataIndex: 'status',
              render: (_value: string, row) => (
                <Space size={4}>
                  <Tag>{t(`payment.${paymentState(row)}`)}</Tag>
                  {row.flaggedForRefund && <Tag color="orange">{t('refund.flagged')}</Tag>}
                </Space>
              ),
            },
            { title: t('orders.createdAt'), dataIndex: 'createdAt', render: formatTime },
          ]}
        />
      </Card>

      <Card title={t('orders.refunds')}>
        <Table
          rowKey="id"
          pagination={false}
          dataSource={detail.refunds}
          locale={{ emptyText: t('orders.noRefunds') }}
          columns={[
            {
              title: t('orders.amount'),
              dataIndex: 'amount',
              align: 'right',
              render: (value: string) => `RM ${value}`,
            },
            {
              title: t('orders.status'),
              dataIndex: 'status',
              render: (value: string, row) => (
                <Space size={4}>
                  <Tag color={value === 'failed' ? 'red' : value === 'pending' ? 'gold' : 'green'}>
                    {t(`refund.${value}`)}
                  </Tag>
                  {row.error && <span className="muted">{row.error}</span>}
                </Space>
              ),
            },
            { title: t('refund.reason'), dataIndex: 'reason' },
            { title: t('orders.createdAt'), dataIndex: 'createdAt', render: formatTime },
            {
              title: '',
              key: 'resend',
              render: (_value, row) =>
                mayRefund && row.status === 'failed' ? (
                  <Button
                    size="small"
                    loading={resend.isPending}
                    onClick={() =>
                      resend.mutate(row.id, {
                        onSuccess: () => message.success(t('refund.resent')),
                        onError: (error) => message.error(errorText(error)),
                      })
                    }
                  >
                    {t('refund.resend')}
                  </Button>
                ) : null,
            },
          ]}
        />
      </Card>

      <Card title={t('history.title')}>
        <OrderHistory history={detail.history} />
      </Card>

      {refunding && <RefundDialog detail={detail} onClose={() => setRefunding(false)} />}
    </Space>
  );
}
