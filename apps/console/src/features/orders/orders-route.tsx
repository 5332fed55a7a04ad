import { DownloadOutlined } from '@ant-design/icons';
import { PageContainer, type ProColumns, ProTable } from '@ant-design/pro-components';
import type { ConsoleOrderRow } from '@scenic/contracts';
import { App, Button, Tag } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dayRangePlaceholder, tableSearch } from '#console/components/table-search.ts';
import { formatTime } from '#console/lib/format.ts';
import { useMe } from '#console/lib/me.ts';
import { errorText } from '#console/lib/request.ts';
import { exportOrders } from './api/export-orders';
import type { OrderFilter } from './api/keys';
import { listOrders } from './api/list-orders';
import { kindOptions, STATUS_COLOURS, statusOptions } from './order-labels';

type SearchValues = OrderFilter & { current?: number; pageSize?: number };

/** Every order of every kind: search by number, contact, days, status and kind; export as CSV. */
export function Component() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { data: staff } = useMe();
  const filter = useRef<OrderFilter>({});
  const mayExport = staff?.roles.includes('admin') ?? false;

  // At 1366 px beside the menu, the visitor's e-mail (what staff search by) and the items read in
  // full: the kind sits under the order number, and the money and dates never wrap.
  const columns: ProColumns<ConsoleOrderRow>[] = [
    {
      title: t('orders.orderNo'),
      dataIndex: 'orderNo',
      width: 165,
      fieldProps: { placeholder: t('orders.orderNoHint') },
      render: (_dom, row) => (
        <span>
          <Link to={`/orders/${row.id}`}>{row.orderNo}</Link>
          <div className="muted">{kindOptions(t)[row.kind]?.text}</div>
        </span>
      ),
    },
    {
      title: t('orders.contact'),
      dataIndex: 'contact',
      hideInTable: true,
      fieldProps: { placeholder: t('orders.contactHint') },
    },
    {
      title: t('orders.kind'),
      dataIndex: 'kind',
      valueType: 'select',
      valueEnum: kindOptions(t),
      hideInTable: true,
      fieldProps: { placeholder: t('orders.anyKind') },
    },
    { title: t('orders.title'), dataIndex: 'title', search: false },
    {
      title: t('orders.visitor'),
      dataIndex: 'visitor',
      search: false,
      render: (_dom, row) =>
        row.visitor.email || row.visitor.phone ? (
          <span className="orders-visitor">
            {row.visitor.email && <div>{row.visitor.email}</div>}
            {row.visitor.phone && <div className="muted">{row.visitor.phone}</div>}
          </span>
        ) : (
          '—'
        ),
    },
    {
      title: t('orders.total'),
      dataIndex: 'total',
      search: false,
      align: 'right',
      width: 110,
      render: (_dom, row) => (
        <span className="nowrap">
          RM {row.total}
          {row.promoCode && (
            <div>
              <Tag color="green" className="orders-discount">
                {t('orders.discountTag', { code: row.promoCode, amount: row.discount })}
              </Tag>
            </div>
          )}
          {row.refunded !== '0.00' && (
            <div className="muted">{t('orders.refundedAmount', { amount: row.refunded })}</div>
          )}
        </span>
      ),
    },
    {
      title: t('orders.status'),
      dataIndex: 'status',
      valueType: 'select',
      valueEnum: statusOptions(t),
      width: 120,
      fieldProps: { placeholder: t('orders.anyStatus') },
      render: (_dom, row) => (
        <Tag color={STATUS_COLOURS[row.status]}>{t(`status.${row.status}`)}</Tag>
      ),
    },
    {
      title: t('orders.visitDate'),
      dataIndex: 'visitDate',
      valueType: 'dateRange',
      width: 110,
      fieldProps: { placeholder: dayRangePlaceholder(t) },
      render: (_dom, row) => <span className="nowrap">{row.visitDate ?? '—'}</span>,
      search: {
        transform: ([visitFrom, visitTo]: [string, string]) => ({ visitFrom, visitTo }),
      },
    },
    {
      title: t('orders.createdAt'),
      dataIndex: 'createdAt',
      valueType: 'dateRange',
      width: 140,
      fieldProps: { placeholder: dayRangePlaceholder(t) },
      render: (_dom, row) => <span className="nowrap">{formatTime(row.createdAt)}</span>,
      search: {
        transform: ([createdFrom, createdTo]: [string, string]) => ({ createdFrom, createdTo }),
      },
    },
  ];

  return (
    <PageContainer title={t('menu.orders')}>
      <ProTable<ConsoleOrderRow, SearchValues>
        rowKey="id"
        columns={columns}
        cardBordered
        dateFormatter="string"
        search={{ ...tableSearch(t), defaultCollapsed: false }}
        form={{ syncToUrl: false }}
        pagination={{ defaultPageSize: 20, showSizeChanger: true }}
        options={{ reload: true, density: false, setting: false }}
        request={async ({ current = 1, pageSize = 20, ...rest }) => {
          const wanted: OrderFilter = {};
          for (const [key, value] of Object.entries(rest)) {
            if (value !== undefined && value !== '') Object.assign(wanted, { [key]: value });
          }
          filter.current = wanted;
          try {
            const page = await listOrders(wanted, current, pageSize);
            return { data: page.list, total: page.total, success: true };
          } catch (error) {
            message.error(errorText(error));
            return { data: [], total: 0, success: false };
          }
        }}
        toolBarRender={() =>
          mayExport
            ? [
                <Button
                  key="export"
                  icon={<DownloadOutlined />}
                  onClick={() =>
                    exportOrders(filter.current).catch((error) => message.error(errorText(error)))
                  }
                >
                  {t('orders.export')}
                </Button>,
              ]
            : []
        }
      />
    </PageContainer>
  );
}
