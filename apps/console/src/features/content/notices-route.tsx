import { PlusOutlined } from '@ant-design/icons';
import { ModalForm, PageContainer, ProFormDigit, ProFormSwitch } from '@ant-design/pro-components';
import type { ConsoleNotice } from '@scenic/contracts';
import { Alert, App, Button, Card, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AllLanguages } from '#console/components/all-languages.tsx';
import { editDeleteColumn, switchColumn } from '#console/components/columns.tsx';
import { TranslatedFields } from '#console/components/translated-fields.tsx';
import { currentLanguage } from '#console/lib/i18n.ts';
import { errorText } from '#console/lib/request.ts';
import { useDeleteNotice, useNotices, useSaveNotice } from './api/content';
import { CountdownCard } from './components/countdown-card';

interface NoticeValues {
  text: ConsoleNotice['text'];
  sort: number;
  enabled: boolean;
}

/** The home page's scrolling notices (role `content`), each in three languages. */
export function Component() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const notices = useNotices();
  const save = useSaveNotice();
  const remove = useDeleteNotice();
  const [editing, setEditing] = useState<ConsoleNotice | 'new' | null>(null);
  const language = currentLanguage();
  const fail = (error: unknown) => {
    message.error(errorText(error));
    return false;
  };

  return (
    <PageContainer
      title={t('menu.notices')}
      content={t('content.noticesIntro')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {t('content.newNotice')}
        </Button>
      }
    >
      <Card>
        {notices.isError && <Alert type="error" showIcon message={notices.error.message} />}
        <Table<ConsoleNotice>
          rowKey="id"
          loading={notices.isPending}
          dataSource={notices.data?.list ?? []}
          pagination={false}
          locale={{ emptyText: t('content.noNotices') }}
          columns={[
            {
              title: t('content.noticeText'),
              key: 'text',
              render: (_value, row) => <AllLanguages text={row.text} />,
            },
            { title: t('content.sort'), dataIndex: 'sort', width: 80 },
            switchColumn({
              title: t('content.shown'),
              dataIndex: 'enabled',
              label: (row) => t('content.shownOf', { title: row.text[language] }),
              onChange: (row, enabled) =>
                save.mutate(
                  { id: row.id, text: row.text, sort: row.sort, enabled },
                  { onError: fail },
                ),
            }),
            editDeleteColumn({
              name: (row) => row.text[language],
              deleteText: t('content.deleteText'),
              onEdit: (row) => setEditing(row),
              onDelete: (row) => remove.mutateAsync({ id: row.id }),
            }),
          ]}
        />
      </Card>
      <CountdownCard />
      <ModalForm<NoticeValues>
        open={editing !== null}
        width={760}
        title={editing === 'new' ? t('content.newNotice') : t('content.editNotice')}
        initialValues={editing && editing !== 'new' ? editing : { sort: 0, enabled: true }}
        modalProps={{ destroyOnHidden: true, onCancel: () => setEditing(null) }}
        submitter={{
          searchConfig: { submitText: t('content.publish'), resetText: t('common.cancel') },
        }}
        onFinish={(values) =>
          save
            .mutateAsync({
              ...(editing && editing !== 'new' ? { id: editing.id } : {}),
              text: values.text,
              sort: values.sort,
              enabled: values.enabled,
            })
            .then(() => {
              setEditing(null);
              message.success(t('content.published'));
              return true;
            }, fail)
        }
      >
        <TranslatedFields name="text" label={t('content.noticeText')} max={200} long />
        <Space size="large">
          <ProFormDigit
            name="sort"
            label={t('content.sort')}
            min={0}
            max={9999}
            fieldProps={{ precision: 0 }}
          />
          <ProFormSwitch name="enabled" label={t('content.shown')} />
        </Space>
      </ModalForm>
    </PageContainer>
  );
}
