import {
  type ActionType,
  ModalForm,
  PageContainer,
  type ProColumns,
  ProFormTextArea,
  ProTable,
} from '@ant-design/pro-components';
import type { InboxMessage } from '@scenic/contracts';
import { App, Button, Space, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tableSearch } from '#console/components/table-search.ts';
import { formatTime } from '#console/lib/format.ts';
import { errorText } from '#console/lib/request.ts';
import { listInbox, useMarkHandled, useReply } from './api/inbox';

const REPLY_MAX = 2000;

/** The contact form's messages: read, reply by e-mail, mark handled (admin, counter). */
export function Component() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const table = useRef<ActionType>(null);
  const [open, setOpen] = useState<number | null>(null);
  const [replying, setReplying] = useState<InboxMessage | null>(null);
  const mark = useMarkHandled();
  const reply = useReply();

  const toggle = (row: InboxMessage) =>
    mark.mutate(
      { id: row.id, handled: !row.handledAt },
      {
        onSuccess: () => table.current?.reload(),
        onError: (error) => message.error(errorText(error)),
      },
    );

  const columns: ProColumns<InboxMessage>[] = [
    {
      title: t('inbox.state'),
      dataIndex: 'state',
      valueType: 'select',
      hideInTable: true,
      initialValue: 'open',
      valueEnum: {
        open: { text: t('inbox.open') },
        handled: { text: t('inbox.handled') },
        all: { text: t('inbox.all') },
      },
      fieldProps: { allowClear: false },
    },
    {
      title: t('inbox.search'),
      dataIndex: 'q',
      hideInTable: true,
      fieldProps: { placeholder: t('inbox.searchHint') },
    },
    {
      title: t('inbox.received'),
      dataIndex: 'createdAt',
      search: false,
      width: 150,
      render: (_dom, row) => formatTime(row.createdAt),
    },
    {
      title: t('inbox.from'),
      dataIndex: 'name',
      search: false,
      width: 220,
      render: (_dom, row) => (
        <Space direction="vertical" size={0}>
          <strong>{row.name}</strong>
          {row.email && <Typography.Text copyable>{row.email}</Typography.Text>}
          {row.phone && <Typography.Text copyable>{row.phone}</Typography.Text>}
        </Space>
      ),
    },
    {
      title: t('inbox.message'),
      dataIndex: 'content',
      search: false,
      render: (_dom, row) => (
        <div className="inbox-message">
          <Typography.Paragraph
            className="inbox-message__text"
            ellipsis={row.id === open ? false : { rows: 2 }}
          >
            {row.content}
          </Typography.Paragraph>
          {row.reply && (
            <div className="inbox-message__reply">
              <span className="muted">
                {t('inbox.repliedAt', { time: formatTime(row.repliedAt) })}
              </span>
              <Typography.Paragraph ellipsis={row.id === open ? false : { rows: 1 }}>
                {row.reply}
              </Typography.Paragraph>
            </div>
          )}
          <Button type="link" size="small" onClick={() => setOpen(row.id === open ? null : row.id)}>
            {row.id === open ? t('inbox.less') : t('inbox.more')}
          </Button>
        </div>
      ),
    },
    {
      title: t('inbox.state'),
      dataIndex: 'handledAt',
      search: false,
      width: 180,
      render: (_dom, row) =>
        row.handledAt ? (
          <Tag color="green">
            {t('inbox.handledBy', { name: row.handledBy ?? '—', time: formatTime(row.handledAt) })}
          </Tag>
        ) : (
          <Tag color="gold">{t('inbox.open')}</Tag>
        ),
    },
    {
      title: '',
      key: 'actions',
      search: false,
      width: 200,
      render: (_dom, row) => (
        <Space size={4} wrap>
          <Button
            size="small"
            type="primary"
            disabled={!row.email}
            title={row.email ? undefined : t('inbox.noEmail')}
            onClick={() => setReplying(row)}
          >
            {t('inbox.reply')}
          </Button>
          <Button size="small" onClick={() => toggle(row)}>
            {row.handledAt ? t('inbox.reopen') : t('inbox.markHandled')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <PageContainer title={t('menu.inbox')}>
      <ProTable<InboxMessage>
        rowKey="id"
        actionRef={table}
        columns={columns}
        cardBordered
        search={tableSearch(t)}
        pagination={{ defaultPageSize: 20 }}
        options={{ reload: true, density: false, setting: false }}
        locale={{ emptyText: t('inbox.empty') }}
        request={async ({ current = 1, pageSize = 20, state, q }) => {
          try {
            const page = await listInbox({
              state,
              q: q || undefined,
              page: current,
              limit: pageSize,
            });
            return { data: page.list, total: page.total, success: true };
          } catch (error) {
            message.error(errorText(error));
            return { data: [], total: 0, success: false };
          }
        }}
      />
      <ModalForm<{ text: string }>
        title={t('inbox.replyTo', { email: replying?.email ?? '' })}
        open={replying !== null}
        modalProps={{ destroyOnHidden: true, onCancel: () => setReplying(null) }}
        submitter={{ searchConfig: { submitText: t('inbox.send'), resetText: t('common.cancel') } }}
        onFinish={async ({ text }) => {
          if (!replying) return false;
          try {
            await reply.mutateAsync({ id: replying.id, text });
          } catch (error) {
            message.error(errorText(error));
            return false;
          }
          message.success(t('inbox.sent', { email: replying.email }));
          setReplying(null);
          table.current?.reload();
          return true;
        }}
      >
        <blockquote className="inbox-quote">{replying?.content}</blockquote>
        <ProFormTextArea
          name="text"
          label={t('inbox.yourReply')}
          fieldProps={{ rows: 6, maxLength: REPLY_MAX, showCount: true }}
          rules={[{ required: true, whitespace: true, message: t('inbox.replyRequired') }]}
        />
      </ModalForm>
    </PageContainer>
  );
}
