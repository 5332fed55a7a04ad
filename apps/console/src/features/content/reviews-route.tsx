import {
  type ActionType,
  ModalForm,
  PageContainer,
  type ProColumns,
  ProFormTextArea,
  ProTable,
} from '@ant-design/pro-components';
import { type ConsoleReview, type ConsoleReviewList, REVIEW_REPLY_MAX } from '@scenic/contracts';
import { App, Button, Rate, Space, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tableSearch } from '#console/components/table-search.ts';
import { formatTime } from '#console/lib/format.ts';
import { api, errorText } from '#console/lib/request.ts';

/** Visitors' reviews (role `content`): hide one (it leaves the average), or answer under it. */
export function Component() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const table = useRef<ActionType>(null);
  const [replying, setReplying] = useState<ConsoleReview | null>(null);

  const setHidden = (row: ConsoleReview, hidden: boolean) =>
    api<ConsoleReview>('/console/reviews/hidden', { body: { id: row.id, hidden } }).then(
      () => {
        message.success(t(hidden ? 'reviews.nowHidden' : 'reviews.nowShown'));
        table.current?.reload();
      },
      (error) => message.error(errorText(error)),
    );

  const columns: ProColumns<ConsoleReview>[] = [
    {
      title: t('inbox.state'),
      dataIndex: 'state',
      valueType: 'select',
      hideInTable: true,
      initialValue: 'all',
      fieldProps: { allowClear: false },
      valueEnum: {
        all: { text: t('inbox.all') },
        shown: { text: t('reviews.shown') },
        hidden: { text: t('reviews.hidden') },
      },
    },
    {
      title: t('inbox.search'),
      dataIndex: 'q',
      hideInTable: true,
      fieldProps: { placeholder: t('reviews.searchHint') },
    },
    { title: t('reviews.good'), dataIndex: 'goodsName', search: false, width: 180 },
    {
      title: t('reviews.review'),
      dataIndex: 'content',
      search: false,
      render: (_dom, row) => (
        <Space direction="vertical" size={2}>
          <Space size={8}>
            <Rate disabled value={row.score} style={{ fontSize: 14 }} />
            <span className="muted">
              {row.author} · {formatTime(row.createdAt)}
            </span>
          </Space>
          <Typography.Paragraph className="inbox-message__text">{row.content}</Typography.Paragraph>
          {row.reply && (
            <div className="inbox-message__reply">
              <span className="muted">
                {t('reviews.repliedBy', {
                  name: row.repliedBy ?? '—',
                  time: formatTime(row.repliedAt),
                })}
              </span>
              <Typography.Paragraph className="inbox-message__text">
                {row.reply}
              </Typography.Paragraph>
            </div>
          )}
        </Space>
      ),
    },
    {
      title: t('content.shown'),
      dataIndex: 'hidden',
      search: false,
      width: 110,
      render: (_dom, row) =>
        row.hidden ? (
          <Tag>{t('reviews.hidden')}</Tag>
        ) : (
          <Tag color="green">{t('reviews.shown')}</Tag>
        ),
    },
    {
      title: '',
      key: 'actions',
      search: false,
      width: 190,
      render: (_dom, row) => (
        <Space size={4} wrap>
          <Button size="small" type="primary" onClick={() => setReplying(row)}>
            {row.reply ? t('reviews.changeReply') : t('inbox.reply')}
          </Button>
          <Button
            size="small"
            danger={!row.hidden}
            onClick={() =>
              row.hidden
                ? void setHidden(row, false)
                : modal.confirm({
                    title: t('reviews.hideTitle'),
                    content: t('reviews.hideText'),
                    okText: t('reviews.hide'),
                    okButtonProps: { danger: true },
                    cancelText: t('common.cancel'),
                    onOk: () => setHidden(row, true),
                  })
            }
          >
            {row.hidden ? t('reviews.show') : t('reviews.hide')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <PageContainer title={t('menu.reviews')} content={t('reviews.intro')}>
      <ProTable<ConsoleReview>
        rowKey="id"
        actionRef={table}
        columns={columns}
        cardBordered
        search={tableSearch(t)}
        pagination={{ defaultPageSize: 20 }}
        options={{ reload: true, density: false, setting: false }}
        locale={{ emptyText: t('reviews.empty') }}
        request={async ({ current = 1, pageSize = 20, state, q }) => {
          try {
            const page = await api<ConsoleReviewList>('/console/reviews/list', {
              params: { state, q: q || undefined, page: current, limit: pageSize },
            });
            return { data: page.list, total: page.total, success: true };
          } catch (error) {
            message.error(errorText(error));
            return { data: [], total: 0, success: false };
          }
        }}
      />
      <ModalForm<{ text: string }>
        title={t('reviews.replyTitle')}
        open={replying !== null}
        initialValues={{ text: replying?.reply ?? '' }}
        modalProps={{ destroyOnHidden: true, onCancel: () => setReplying(null) }}
        submitter={{
          searchConfig: { submitText: t('content.publish'), resetText: t('common.cancel') },
        }}
        onFinish={async ({ text }) => {
          if (!replying) return false;
          try {
            await api('/console/reviews/reply', { body: { id: replying.id, text: text ?? '' } });
          } catch (error) {
            message.error(errorText(error));
            return false;
          }
          message.success(t('content.published'));
          setReplying(null);
          table.current?.reload();
          return true;
        }}
      >
        <blockquote className="inbox-quote">{replying?.content}</blockquote>
        <ProFormTextArea
          name="text"
          label={t('reviews.yourReply')}
          extra={t('reviews.replyHint')}
          fieldProps={{ rows: 5, maxLength: REVIEW_REPLY_MAX, showCount: true }}
        />
      </ModalForm>
    </PageContainer>
  );
}
