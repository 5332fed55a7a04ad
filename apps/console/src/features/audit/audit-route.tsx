import { PageContainer, type ProColumns, ProTable } from '@ant-design/pro-components';
import { AUDIT_ACTIONS, type AuditEntry, type AuditList } from '@scenic/contracts';
import { App, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { dayRangePlaceholder, tableSearch } from '#console/components/table-search.ts';
import { actorName } from '#console/lib/actor-name.ts';
import { formatTimeExact } from '#console/lib/format.ts';
import { api, errorText } from '#console/lib/request.ts';
import { auditActionLabel } from './action-label.ts';

function describe(value: unknown): string {
  return value === null || value === undefined ? '' : JSON.stringify(value);
}

/** Who changed what, and when (admin): logins, accounts, refunds, kept deposits. */
export function Component() {
  const { t } = useTranslation();
  const { message } = App.useApp();

  const columns: ProColumns<AuditEntry>[] = [
    {
      title: t('audit.when'),
      dataIndex: 'createdAt',
      valueType: 'dateRange',
      render: (_dom, row) => formatTimeExact(row.createdAt),
      search: { transform: ([from, to]: [string, string]) => ({ from, to }) },
      fieldProps: { placeholder: dayRangePlaceholder(t) },
      width: 180,
    },
    {
      title: t('audit.who'),
      dataIndex: 'staffUserName',
      search: false,
      render: (_dom, row) => actorName(row.staffUserName, row.machine, t) || '—',
      width: 160,
    },
    {
      title: t('audit.action'),
      dataIndex: 'action',
      valueType: 'select',
      valueEnum: Object.fromEntries(
        AUDIT_ACTIONS.map((action) => [action, { text: auditActionLabel(t, action) }]),
      ),
      fieldProps: { placeholder: t('audit.anyAction') },
      width: 200,
    },
    { title: t('audit.target'), dataIndex: 'target', search: false, width: 160 },
    {
      title: t('audit.change'),
      key: 'change',
      search: false,
      render: (_dom, row) => {
        const change = [describe(row.before), describe(row.after)].filter(Boolean).join(' → ');
        return change ? (
          <Typography.Text code ellipsis={{ tooltip: true }} style={{ maxWidth: 420 }}>
            {change}
          </Typography.Text>
        ) : (
          '—'
        );
      },
    },
    { title: 'IP', dataIndex: 'ip', search: false, width: 130 },
  ];

  return (
    <PageContainer title={t('menu.audit')}>
      <ProTable<AuditEntry>
        rowKey="id"
        columns={columns}
        cardBordered
        dateFormatter="string"
        search={tableSearch(t)}
        pagination={{ defaultPageSize: 20 }}
        options={{ reload: true, density: false, setting: false }}
        request={async ({ current = 1, pageSize = 20, ...rest }) => {
          try {
            const page = await api<AuditList>('/console/audit/list', {
              params: { ...rest, page: current, limit: pageSize },
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
