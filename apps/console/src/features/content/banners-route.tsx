import { PlusOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import type { BannerKey, ConsoleBanner } from '@scenic/contracts';
import { Alert, App, Button, Card, Segmented, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AllLanguages } from '#console/components/all-languages.tsx';
import { editDeleteColumn, switchColumn } from '#console/components/columns.tsx';
import { currentLanguage } from '#console/lib/i18n.ts';
import { errorText } from '#console/lib/request.ts';
import { useBanners, useDeleteBanner, useSaveBanner } from './api/content';
import { actionLabel } from './components/action-label';
import { BannerForm, toBody, toValues } from './components/banner-form';

/** The home page's two banner slots (role `content`): what visitors see changes when staff save. */
export function Component() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [slot, setSlot] = useState<BannerKey>('home');
  const [editing, setEditing] = useState<ConsoleBanner | 'new' | null>(null);
  const banners = useBanners(slot);
  const save = useSaveBanner();
  const remove = useDeleteBanner();
  const language = currentLanguage();

  const toggle = (banner: ConsoleBanner, enabled: boolean) => {
    save.mutate(toBody(slot, banner.id, { ...toValues(banner), enabled }), {
      onSuccess: () => message.success(t(enabled ? 'content.nowShown' : 'content.nowHidden')),
      onError: (error) => message.error(errorText(error)),
    });
  };

  return (
    <PageContainer title={t('menu.banners')} content={t('content.bannersIntro')}>
      <Card>
        <Space style={{ marginBottom: 16, justifyContent: 'space-between', width: '100%' }}>
          <Segmented<BannerKey>
            value={slot}
            onChange={setSlot}
            options={[
              { value: 'home', label: t('content.slot.home') },
              { value: 'homeCenter', label: t('content.slot.homeCenter') },
            ]}
          />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('content.newBanner')}
          </Button>
        </Space>
        {banners.isError && <Alert type="error" showIcon message={banners.error.message} />}
        <Table<ConsoleBanner>
          rowKey="id"
          loading={banners.isPending}
          dataSource={banners.data?.list ?? []}
          pagination={false}
          locale={{ emptyText: t('content.noBanners') }}
          columns={[
            {
              title: t('content.picture'),
              dataIndex: 'cover',
              width: 140,
              render: (cover: string) => <img className="banner-thumb" src={cover} alt="" />,
            },
            {
              title: t('content.title'),
              key: 'title',
              render: (_value, row) => <AllLanguages text={row.title} />,
            },
            {
              title: t('content.whenTapped'),
              key: 'action',
              render: (_value, row) => actionLabel(row.action, t),
            },
            { title: t('content.sort'), dataIndex: 'sort', width: 80 },
            switchColumn({
              title: t('content.shown'),
              dataIndex: 'enabled',
              label: (row) => t('content.shownOf', { title: row.title[language] }),
              onChange: toggle,
            }),
            editDeleteColumn({
              name: (row) => row.title[language],
              deleteText: t('content.deleteText'),
              onEdit: (row) => setEditing(row),
              onDelete: (row) => remove.mutateAsync({ id: row.id }),
            }),
          ]}
        />
      </Card>
      {editing && (
        <BannerForm
          slot={slot}
          banner={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </PageContainer>
  );
}
