import { PageContainer } from '@ant-design/pro-components';
import { type ConsoleScenery, LOCALES } from '@scenic/contracts';
import { Alert, App, Button, Card, Image, Space, Table, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AllLanguages } from '#console/components/all-languages.tsx';
import { switchColumn } from '#console/components/columns.tsx';
import { currentLanguage } from '#console/lib/i18n.ts';
import { errorText } from '#console/lib/request.ts';
import { useDeleteScenery, useSceneryList, useSceneryOnSale } from './api/scenery';
import { SceneryForm } from './components/scenery-form';
import { SceneryUploader } from './components/scenery-uploader';

/**
 * Scenery photographs for sale (role `content`): upload originals in bulk, follow their previews
 * being made, give each its titles and price, and put it on sale.
 */
export function Component() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const list = useSceneryList();
  const onSale = useSceneryOnSale();
  const remove = useDeleteScenery();
  const [editing, setEditing] = useState<ConsoleScenery | null>(null);
  const [previewing, setPreviewing] = useState<string | null>(null);
  const language = currentLanguage();
  const nameOf = (item: ConsoleScenery) => item.title[language] || `#${item.id}`;

  const setOnSale = (item: ConsoleScenery, enabled: boolean) =>
    modal.confirm({
      title: t(enabled ? 'scenery.onTitle' : 'scenery.offTitle', { title: nameOf(item) }),
      content: t(enabled ? 'scenery.onText' : 'scenery.offText', { price: item.price }),
      okText: t(enabled ? 'scenery.putOnSale' : 'scenery.takeOff'),
      cancelText: t('common.cancel'),
      onOk: () =>
        onSale.mutateAsync({ id: item.id, enabled }).then(
          () => message.success(t(enabled ? 'scenery.nowOnSale' : 'scenery.nowOff')),
          (error) => message.error(errorText(error)),
        ),
    });

  const confirmDelete = (item: ConsoleScenery) =>
    modal.confirm({
      title: t('content.deleteTitle', { title: nameOf(item) }),
      content: t(item.orders > 0 ? 'scenery.deleteSold' : 'scenery.deleteText'),
      okText: t('content.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () =>
        remove.mutateAsync({ id: item.id }).then(
          (answer) => message.success(t(answer.deleted ? 'scenery.deleted' : 'scenery.keptOff')),
          (error) => message.error(errorText(error)),
        ),
    });

  const stateTag = (item: ConsoleScenery) =>
    item.state === 'ready' ? (
      <Tag color="green">{t('scenery.state.ready')}</Tag>
    ) : item.state === 'processing' ? (
      <Tag color="processing">{t('scenery.state.processing')}</Tag>
    ) : (
      <Tooltip title={t(`scenery.failure.${item.failure || 'unexpected'}`)}>
        <Tag color="error">{t('scenery.state.failed')}</Tag>
      </Tooltip>
    );

  return (
    <PageContainer title={t('menu.scenery')} content={t('scenery.intro')}>
      <Card style={{ marginBottom: 16 }}>
        <SceneryUploader />
      </Card>
      <Card>
        {list.isError && <Alert type="error" showIcon message={list.error.message} />}
        <Table<ConsoleScenery>
          rowKey="id"
          loading={list.isPending}
          dataSource={list.data?.list ?? []}
          pagination={{ defaultPageSize: 20, hideOnSinglePage: true }}
          locale={{ emptyText: t('scenery.empty') }}
          columns={[
            {
              title: t('scenery.photo'),
              key: 'thumb',
              width: 140,
              render: (_value, item) =>
                item.thumb ? (
                  <img className="banner-thumb" src={item.thumb} alt="" />
                ) : (
                  <span className="banner-thumb scenery-thumb--empty" />
                ),
            },
            {
              title: t('content.title'),
              key: 'title',
              render: (_value, item) =>
                LOCALES.some((locale) => item.title[locale]) ? (
                  <AllLanguages text={item.title} />
                ) : (
                  <span className="muted">{t('scenery.noTitles')}</span>
                ),
            },
            {
              title: t('scenery.price'),
              dataIndex: 'price',
              width: 110,
              render: (price: string) => (price === '0.00' ? '—' : `RM ${price}`),
            },
            {
              title: t('scenery.stateTitle'),
              key: 'state',
              width: 130,
              render: (_value, item) => stateTag(item),
            },
            { title: t('scenery.orders'), dataIndex: 'orders', width: 90 },
            switchColumn({
              title: t('scenery.onSale'),
              dataIndex: 'enabled',
              width: 100,
              label: (item) => t('scenery.onSaleOf', { title: nameOf(item) }),
              onChange: setOnSale,
            }),
            {
              title: '',
              key: 'actions',
              width: 240,
              render: (_value, item) => (
                <Space size={4}>
                  <Button size="small" onClick={() => setEditing(item)}>
                    {t('content.edit')}
                  </Button>
                  <Button
                    size="small"
                    disabled={!item.preview}
                    onClick={() => setPreviewing(item.preview)}
                  >
                    {t('scenery.preview')}
                  </Button>
                  <Button size="small" danger onClick={() => confirmDelete(item)}>
                    {t('content.delete')}
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      </Card>
      {editing && <SceneryForm item={editing} onClose={() => setEditing(null)} />}
      {previewing && (
        <Image
          style={{ display: 'none' }}
          src={previewing}
          preview={{
            visible: true,
            src: previewing,
            onVisibleChange: (visible) => {
              if (!visible) setPreviewing(null);
            },
          }}
        />
      )}
    </PageContainer>
  );
}
