import { type ConsoleScenery, MAX_SHORT_TEXT } from '@scenic/contracts';
import { App, Form, Image, InputNumber } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PublishDrawer } from '#console/components/publish-drawer.tsx';
import { TranslatedFields } from '#console/components/translated-fields.tsx';
import { useSaveScenery } from '../api/scenery';

interface SceneryValues {
  title: ConsoleScenery['title'];
  price: number | null;
}

/** A photograph's titles in the three languages side by side and its price, beside its preview. */
export function SceneryForm({ item, onClose }: { item: ConsoleScenery; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<SceneryValues>();
  const save = useSaveScenery();
  const [problem, setProblem] = useState<string | null>(null);
  const price = Number(item.price);

  const submit = async (values: SceneryValues) => {
    setProblem(null);
    try {
      await save.mutateAsync({
        id: item.id,
        title: values.title,
        price: (values.price ?? 0).toFixed(2),
      });
      onClose();
      message.success(t('content.published'));
    } catch (error) {
      setProblem((error as Error).message);
    }
  };

  return (
    <PublishDrawer
      width={820}
      title={t('scenery.edit')}
      onClose={onClose}
      onPublish={() => form.submit()}
      publishing={save.isPending}
      problem={problem}
      publishText={t('scenery.save')}
    >
      <Form<SceneryValues>
        form={form}
        layout="vertical"
        initialValues={{ title: item.title, price: price > 0 ? price : null }}
        onFinish={(values) => void submit(values)}
      >
        <TranslatedFields name="title" label={t('content.title')} max={MAX_SHORT_TEXT} />
        <Form.Item
          name="price"
          label={t('scenery.price')}
          rules={[{ required: true, message: t('scenery.priceRule') }]}
        >
          <InputNumber
            min={0.01}
            max={99999.99}
            precision={2}
            step={1}
            prefix="RM"
            aria-label={t('scenery.price')}
            style={{ width: 200 }}
          />
        </Form.Item>
      </Form>
      <p className="muted">{t('scenery.previewHint')}</p>
      {item.preview ? (
        <Image className="scenery-preview" src={item.preview} alt={t('scenery.previewAlt')} />
      ) : (
        <span className="muted">{t('scenery.noPreview')}</span>
      )}
    </PublishDrawer>
  );
}
