import { PageContainer, type ProColumns, ProTable } from '@ant-design/pro-components';
import { OUTBOX_STATUSES, type OutboxEntry, type OutboxList } from '@scenic/contracts';
import { App, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { tableSearch } from '#console/components/table-search.ts';
import { formatTimeExact } from '#console/lib/format.ts';
import { api, errorText } from '#console/lib/request.ts';

const STATUS_COLOURS: Record<string, string> = {
  kept: 'blue',
  queued: 'gold',
  sent: 'cyan',
  delivered: 'green',
  undelivered: 'red',
  failed: 'red',
};

/**
 * Every e-mail and text the system sent, with how its delivery went (admin). With no mail server
 * or SMS gateway configured, messages are kept here: staff read a visitor's login code to them.
 */
export function Component() {
  const { t } = useTranslation();
  const { message } = App.useApp();

  const columns: ProColumns<OutboxEntry>[] = [
    {
      title: t('outbox.recipient'),
      dataIndex: 'recipient',
      width: 220,
      copyable: true,
      fieldProps: { placeholder: t('outbox.recipientHint') },
    },
    {
      title: t('outbox.channel'),
      dataIndex: 'channel',
      valueType: 'select',
      width: 100,
      fieldProps: { placeholder: t('outbox.anyChannel') },
      valueEnum: { email: { text: t('outbox.email') }, sms: { text: t('outbox.sms') } },
    },
    {
      title: t('outbox.message'),
      dataIndex: 'body',
      search: false,
      render: (_dom, row) => (
        <div>
          {row.subject && <strong>{row.subject}</strong>}
          <Typography.Paragraph
            className="outbox-body"
            ellipsis={{ rows: 2, expandable: true, symbol: t('inbox.more') }}
          >
            {row.body}
          </Typography.Paragraph>
          <span className="muted">
            {t(`outbox.purpose.${row.purpose}`, { defaultValue: row.purpose })}
          </span>
        </div>
      ),
    },
    {
      title: t('outbox.status'),
      dataIndex: 'status',
      valueType: 'select',
      width: 170,
      fieldProps: { placeholder: t('outbox.anyStatus') },
      valueEnum: Object.fromEntries(
        OUTBOX_STATUSES.map((status) => [status, { text: t(`outbox.state.${status}`) }]),
      ),
      render: (_dom, row) => (
        <div>
          <Tag color={STATUS_COLOURS[row.status]}>{t(`outbox.state.${row.status}`)}</Tag>
          {row.error && <div className="muted">{row.error}</div>}
        </div>
      ),
    },
    {
      title: t('outbox.when'),
      dataIndex: 'createdAt',
      search: false,
      width: 170,
      render: (_dom, row) => formatTimeExact(row.createdAt),
    },
  ];

  return (
    <PageContainer title={t('menu.outbox')} content={t('outbox.intro')}>
      <ProTable<OutboxEntry>
        rowKey="id"
        columns={columns}
        cardBordered
        search={tableSearch(t)}
        pagination={{ defaultPageSize: 20 }}
        options={{ reload: true, density: false, setting: false }}
        locale={{ emptyText: t('outbox.empty') }}
        request={async ({ current = 1, pageSize = 20, ...filters }) => {
          try {
            const page = await api<OutboxList>('/console/outbox/list', {
              params: { ...filters, page: current, limit: pageSize },
            });
            return { data: page.list, total: page.total, success: true };
          } catch (error) {
            message.error(errorText(error));
            return { data: [], total: 0, success: false };
          }
        }}
      />
    </PageContainer>
  );
}
