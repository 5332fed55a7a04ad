import { PlusOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import type { ConsoleCamera } from '@scenic/contracts';
import { Alert, App, Button, Card, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AllLanguages } from '#console/components/all-languages.tsx';
import { editDeleteColumn, switchColumn } from '#console/components/columns.tsx';
import { currentLanguage } from '#console/lib/i18n.ts';
import { errorText } from '#console/lib/request.ts';
import { useCameras, useDeleteCamera, useSaveCamera } from './api/park';
import { CameraForm } from './components/camera-form';

/** The live cameras visitors watch (role `content`): on or off air, in order. */
export function Component() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const cameras = useCameras();
  const save = useSaveCamera();
  const remove = useDeleteCamera();
  const [editing, setEditing] = useState<ConsoleCamera | 'new' | null>(null);
  const language = currentLanguage();

  const toggle = ({ id, name, cover, stream, sort }: ConsoleCamera, online: boolean) =>
    save.mutate(
      { id, name, cover, stream, sort, online },
      {
        onSuccess: () =>
          message.success(t(online ? 'content.cameras.nowOnAir' : 'content.cameras.nowOffAir')),
        onError: (error) => message.error(errorText(error)),
      },
    );

  return (
    <PageContainer
      title={t('menu.cameras')}
      content={t('content.cameras.intro')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {t('content.cameras.newCamera')}
        </Button>
      }
    >
      <Card>
        {cameras.isError && <Alert type="error" showIcon message={cameras.error.message} />}
        <Table<ConsoleCamera>
          rowKey="id"
          loading={cameras.isPending}
          dataSource={cameras.data?.list ?? []}
          pagination={false}
          locale={{ emptyText: t('content.cameras.noCameras') }}
          columns={[
            {
              title: t('content.cameras.cover'),
              dataIndex: 'cover',
              width: 140,
              render: (cover: string) => <img className="banner-thumb" src={cover} alt="" />,
            },
            {
              title: t('content.cameras.name'),
              key: 'name',
              render: (_value, row) => <AllLanguages text={row.name} />,
            },
            {
              title: t('content.cameras.stream'),
              dataIndex: 'stream',
              render: (stream: string) => (
                <Typography.Text code ellipsis={{ tooltip: stream }} style={{ maxWidth: 320 }}>
                  {stream}
                </Typography.Text>
              ),
            },
            { title: t('content.sort'), dataIndex: 'sort', width: 80 },
            switchColumn({
              title: t('content.cameras.onAir'),
              dataIndex: 'online',
              label: (row) => t('content.cameras.onAirOf', { name: row.name[language] }),
              onChange: toggle,
            }),
            editDeleteColumn({
              name: (row) => row.name[language],
              deleteText: t('content.cameras.deleteText'),
              onEdit: (row) => setEditing(row),
              onDelete: (row) => remove.mutateAsync({ id: row.id }),
            }),
          ]}
        />
      </Card>
      {editing && (
        <CameraForm camera={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </PageContainer>
  );
}
