import {
  type BannerKey,
  type BannerSaveBody,
  type ConsoleBanner,
  MAX_SHORT_TEXT,
} from '@scenic/contracts';
import { App, Form, InputNumber, Space, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionFields } from '#console/components/action-fields.tsx';
import { PictureField } from '#console/components/picture-field.tsx';
import { PublishDrawer } from '#console/components/publish-drawer.tsx';
import { TranslatedFields } from '#console/components/translated-fields.tsx';
import { type ActionValues, toAction, toActionValues } from '#console/lib/banner-action.ts';
import { useSaveBanner } from '../api/content';

export interface BannerValues extends ActionValues {
  title: { zh: string; en: string; ma: string };
  cover: string;
  sort: number;
  enabled: boolean;
}

const NEW_BANNER: Partial<BannerValues> = { actionType: 1, sort: 0, enabled: true };

/** A stored banner as the form's fields (the action spread out into what was picked). */
export function toValues(banner: ConsoleBanner): BannerValues {
  return {
    title: banner.title,
    cover: banner.cover,
    ...toActionValues(banner.action),
    sort: banner.sort,
    enabled: banner.enabled,
  };
}

/** The form's values as the save call takes them: the action from what was picked, never typed JSON. */
export function toBody(
  slot: BannerKey,
  id: number | undefined,
  values: BannerValues,
): BannerSaveBody {
  return {
    ...(id ? { id } : {}),
    slot,
    title: values.title,
    cover: values.cover.trim(),
    action: toAction(values),
    sort: values.sort,
    enabled: values.enabled,
  };
}

/** Add or change a banner, with a preview of how it shows on a phone. */
export function BannerForm({
  slot,
  banner,
  onClose,
}: {
  slot: BannerKey;
  banner: ConsoleBanner | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<BannerValues>();
  const save = useSaveBanner();
  const [problem, setProblem] = useState<string | null>(null);
  const cover = Form.useWatch('cover', form);
  const title = Form.useWatch('title', form);
  const previewTitle = title?.[i18n.language as 'zh' | 'en' | 'ma'] ?? '';

  const submit = async (values: BannerValues) => {
    setProblem(null);
    try {
      await save.mutateAsync(toBody(slot, banner?.id, values));
      onClose();
      message.success(t('content.published'));
    } catch (error) {
      setProblem((error as Error).message);
    }
  };

  return (
    <PublishDrawer
      width={760}
      title={banner ? t('content.editBanner') : t('content.newBanner')}
      onClose={onClose}
      onPublish={() => form.submit()}
      publishing={save.isPending}
      problem={problem}
    >
      <Form<BannerValues>
        form={form}
        layout="vertical"
        initialValues={banner ? toValues(banner) : NEW_BANNER}
        onFinish={(values) => void submit(values)}
      >
        <TranslatedFields name="title" label={t('content.title')} max={MAX_SHORT_TEXT} />
        <Form.Item
          name="cover"
          label={t('content.picture')}
          extra={t('content.pictureHint')}
          rules={[{ required: true, whitespace: true, message: t('content.pictureRequired') }]}
        >
          <PictureField />
        </Form.Item>
        <p className="muted">{t('content.preview')}</p>
        <div className="banner-preview" data-testid="banner-preview">
          {cover ? <img src={cover} alt="" /> : <span>{t('content.noPicture')}</span>}
          {previewTitle && <p>{previewTitle}</p>}
        </div>
        <ActionFields />
        <Space size="large">
          <Form.Item name="sort" label={t('content.sort')} extra={t('content.sortHint')}>
            <InputNumber min={0} max={9999} precision={0} />
          </Form.Item>
          <Form.Item name="enabled" label={t('content.shown')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Space>
      </Form>
    </PublishDrawer>
  );
}
