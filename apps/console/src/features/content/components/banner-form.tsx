import {
  type BannerKey,
  type BannerSaveBody,
  type ConsoleBanner,
  MAX_SHORT_TEXT,
  SECTION_KEYWORDS,
  type SectionKeyword,
} from '@scenic/contracts';
import { Button, Drawer, Form, Input, InputNumber, Radio, Select, Space, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormProblem } from '#console/components/form-problem.tsx';
import { PictureField } from '#console/components/picture-field.tsx';
import { TranslatedFields } from '#console/components/translated-fields.tsx';
import { useSaveBanner } from '../api/content';
import { usePickableItems } from '../api/pick-items';

export interface BannerValues {
  title: { zh: string; en: string; ma: string };
  cover: string;
  actionType: 1 | 2 | 3 | 4;
  url?: string;
  section?: SectionKeyword;
  target?: SectionKeyword;
  itemId?: number;
  sort: number;
  enabled: boolean;
}

const NEW_BANNER: Partial<BannerValues> = { actionType: 1, sort: 0, enabled: true };

/** A stored banner as the form's fields (the action spread out into what was picked). */
export function toValues(banner: ConsoleBanner): BannerValues {
  const { action } = banner;
  return {
    title: banner.title,
    cover: banner.cover,
    actionType: action.type,
    url: action.type === 2 ? action.url : undefined,
    section: action.type === 3 ? action.section : undefined,
    target: action.type === 4 ? action.target : undefined,
    itemId: action.type === 4 ? action.id : undefined,
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
  const action: BannerSaveBody['action'] =
    values.actionType === 2
      ? { type: 2, url: values.url ?? '' }
      : values.actionType === 3
        ? { type: 3, section: values.section ?? 'ticket' }
        : values.actionType === 4
          ? { type: 4, target: values.target ?? 'ticket', id: values.itemId ?? 0 }
          : { type: 1 };
  return {
    ...(id ? { id } : {}),
    slot,
    title: values.title,
    cover: values.cover.trim(),
    action,
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
  const [form] = Form.useForm<BannerValues>();
  const save = useSaveBanner();
  const [problem, setProblem] = useState<string | null>(null);
  const actionType = Form.useWatch('actionType', form);
  const target = Form.useWatch('target', form);
  const cover = Form.useWatch('cover', form);
  const title = Form.useWatch('title', form);
  const items = usePickableItems(actionType === 4 ? target : undefined);
  const previewTitle = title?.[i18n.language as 'zh' | 'en' | 'ma'] ?? '';

  const submit = async (values: BannerValues) => {
    setProblem(null);
    try {
      await save.mutateAsync(toBody(slot, banner?.id, values));
      onClose();
    } catch (error) {
      setProblem((error as Error).message);
    }
  };

  return (
    <Drawer
      open
      width={760}
      title={banner ? t('content.editBanner') : t('content.newBanner')}
      onClose={onClose}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
            {t('content.publish')}
          </Button>
        </Space>
      }
    >
      <FormProblem problem={problem} />
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
        <Form.Item name="actionType" label={t('content.whenTapped')}>
          <Radio.Group
            options={[1, 2, 3, 4].map((type) => ({
              value: type,
              label: t(`content.action.${type}`),
            }))}
          />
        </Form.Item>
        {actionType === 2 && (
          <Form.Item
            name="url"
            label={t('content.url')}
            rules={[
              { required: true, message: t('content.urlRule') },
              { pattern: /^https:\/\/\S+$/, message: t('content.urlRule') },
            ]}
          >
            <Input placeholder="https://" />
          </Form.Item>
        )}
        {actionType === 3 && (
          <Form.Item
            name="section"
            label={t('content.section')}
            rules={[{ required: true, message: t('content.chooseSection') }]}
          >
            <Select
              options={SECTION_KEYWORDS.map((value) => ({
                value,
                label: t(`content.kind.${value}`),
              }))}
            />
          </Form.Item>
        )}
        {actionType === 4 && (
          <Space.Compact block>
            <Form.Item
              name="target"
              label={t('content.kindOfItem')}
              rules={[{ required: true, message: t('content.chooseSection') }]}
              style={{ width: 200 }}
            >
              <Select
                options={SECTION_KEYWORDS.map((value) => ({
                  value,
                  label: t(`content.kind.${value}`),
                }))}
                onChange={() => form.setFieldValue('itemId', undefined)}
              />
            </Form.Item>
            <Form.Item
              name="itemId"
              label={t('content.item')}
              rules={[{ required: true, message: t('content.chooseItem') }]}
              style={{ flex: 1 }}
            >
              <Select
                showSearch
                optionFilterProp="label"
                loading={items.isFetching}
                disabled={!target}
                placeholder={t('content.chooseItem')}
                options={(items.data ?? []).map((item) => ({ value: item.id, label: item.name }))}
              />
            </Form.Item>
          </Space.Compact>
        )}
        <Space size="large">
          <Form.Item name="sort" label={t('content.sort')} extra={t('content.sortHint')}>
            <InputNumber min={0} max={9999} precision={0} />
          </Form.Item>
          <Form.Item name="enabled" label={t('content.shown')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Space>
      </Form>
    </Drawer>
  );
}
