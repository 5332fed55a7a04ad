import './vr.css';
import { ArrowDownOutlined, ArrowUpOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import type { ConsoleVrScene } from '@scenic/contracts';
import { Alert, App, Button, Card, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AllLanguages } from '#console/components/all-languages.tsx';
import { currentLanguage } from '#console/lib/i18n.ts';
import { errorText } from '#console/lib/request.ts';
import { useDeleteVrScene, useSaveVrTour, useVrTour } from './api/vr';
import { previewAddress, SceneForm } from './components/scene-form';

/**
 * The online VR tour (role `content`): its scenes in the order visitors see them, each with its
 * panorama, thumbnail and hotspots; visitors see a change when staff publish it.
 */
export function Component() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const [editing, setEditing] = useState<ConsoleVrScene | 'new' | null>(null);
  const tour = useVrTour();
  const saveTour = useSaveVrTour();
  const remove = useDeleteVrScene();
  const language = currentLanguage();
  const scenes = tour.data?.scenes ?? [];
  const titleOf = (scene: ConsoleVrScene) => scene.title[language] || scene.id;

  const moveScene = (index: number, by: -1 | 1) => {
    const next = [...scenes];
    const [moved] = next.splice(index, 1);
    if (!moved) return;
    next.splice(index + by, 0, moved);
    saveTour.mutate(
      { scenes: next },
      {
        onSuccess: () => message.success(t('vr.reordered')),
        onError: (error) => message.error(errorText(error)),
      },
    );
  };

  const askDelete = (scene: ConsoleVrScene) => {
    const from = scenes.filter(
      (other) => other.id !== scene.id && other.hotspots.some((spot) => spot.target === scene.id),
    );
    if (from.length > 0) {
      modal.warning({
        title: t('vr.inUseTitle', { title: titleOf(scene) }),
        content: t('vr.inUseText', { scenes: from.map(titleOf).join(', ') }),
        okText: t('vr.understood'),
      });
      return;
    }
    modal.confirm({
      title: t('content.deleteTitle', { title: titleOf(scene) }),
      content: t('vr.deleteText'),
      okText: t('content.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () =>
        remove.mutateAsync({ id: scene.id }).catch((error) => {
          message.error(errorText(error));
        }),
    });
  };

  return (
    <PageContainer title={t('menu.vr')} content={t('vr.intro')}>
      <Card>
        <Space style={{ marginBottom: 16, justifyContent: 'space-between', width: '100%' }}>
          <span className="muted">{t('vr.count', { n: scenes.length })}</span>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('vr.newScene')}
          </Button>
        </Space>
        {tour.isError && <Alert type="error" showIcon message={tour.error.message} />}
        <Table<ConsoleVrScene>
          rowKey="id"
          loading={tour.isPending || saveTour.isPending}
          dataSource={scenes}
          pagination={false}
          locale={{ emptyText: t('vr.noScenes') }}
          columns={[
            {
              title: t('content.sort'),
              key: 'order',
              width: 110,
              render: (_value, row, index) => (
                <Space size={4}>
                  <span className="vr-order">{index + 1}</span>
                  <Button
                    size="small"
                    icon={<ArrowUpOutlined />}
                    disabled={index === 0}
                    aria-label={t('vr.moveUp', { title: titleOf(row) })}
                    onClick={() => moveScene(index, -1)}
                  />
                  <Button
                    size="small"
                    icon={<ArrowDownOutlined />}
                    disabled={index === scenes.length - 1}
                    aria-label={t('vr.moveDown', { title: titleOf(row) })}
                    onClick={() => moveScene(index, 1)}
                  />
                </Space>
              ),
            },
            {
              title: t('vr.thumb'),
              dataIndex: 'thumb',
              width: 140,
              render: (thumb: string) => <img className="banner-thumb" src={thumb} alt="" />,
            },
            {
              title: t('content.title'),
              key: 'title',
              render: (_value, row) => (
                <AllLanguages text={row.title} extra={<span className="muted">{row.id}</span>} />
              ),
            },
            {
              title: t('vr.hotspotsColumn'),
              key: 'hotspots',
              width: 260,
              render: (_value, row) => (
                <Space direction="vertical" size={0}>
                  <span>{t('vr.hotspotCount', { n: row.hotspots.length })}</span>
                  <span className="muted">
                    {row.hotspots
                      .map((spot) => {
                        const target = scenes.find((other) => other.id === spot.target);
                        return `→ ${target ? titleOf(target) : spot.target}`;
                      })
                      .join(' · ')}
                  </span>
                </Space>
              ),
            },
            {
              title: '',
              key: 'actions',
              width: 250,
              render: (_value, row) => (
                <Space size={4}>
                  <Button size="small" onClick={() => setEditing(row)}>
                    {t('content.edit')}
                  </Button>
                  <Button
                    size="small"
                    icon={<EyeOutlined />}
                    href={previewAddress(row.id)}
                    target="_blank"
                  >
                    {t('vr.preview')}
                  </Button>
                  <Button size="small" danger onClick={() => askDelete(row)}>
                    {t('content.delete')}
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      </Card>
      {editing && (
        <SceneForm
          scene={editing === 'new' ? null : editing}
          scenes={scenes}
          onClose={() => setEditing(null)}
        />
      )}
    </PageContainer>
  );
}
