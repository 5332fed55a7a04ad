import { type ConsoleCamera, MAX_SHORT_TEXT, streamAddressProblem } from '@scenic/contracts';
import { App, Form, Input, InputNumber, Space, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PictureField } from '#console/components/picture-field.tsx';
import { PublishDrawer } from '#console/components/publish-drawer.tsx';
import { TranslatedFields } from '#console/components/translated-fields.tsx';
import { errorText } from '#console/lib/request.ts';
import { useSaveCamera } from '../api/park';
import { StreamPreview } from './stream-preview';

type CameraValues = Omit<ConsoleCamera, 'id'>;

const NEW_CAMERA: Partial<CameraValues> = { stream: '', online: true, sort: 0 };

/** Add or change a camera, with a preview of its stream as visitors will see it. */
export function CameraForm({
  camera,
  onClose,
}: {
  camera: ConsoleCamera | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<CameraValues>();
  const save = useSaveCamera();
  const [problem, setProblem] = useState<string | null>(null);
  const stream = Form.useWatch('stream', form) ?? camera?.stream ?? '';
  const cover = Form.useWatch('cover', form) ?? camera?.cover;

  const submit = async (values: CameraValues) => {
    setProblem(null);
    try {
      await save.mutateAsync({
        ...(camera ? { id: camera.id } : {}),
        ...values,
        stream: values.stream.trim(),
      });
      onClose();
      message.success(t('content.published'));
    } catch (error) {
      setProblem(errorText(error));
    }
  };

  return (
    <PublishDrawer
      width={760}
      title={camera ? t('content.cameras.editCamera') : t('content.cameras.newCamera')}
      onClose={onClose}
      onPublish={() => form.submit()}
      publishing={save.isPending}
      problem={problem}
    >
      <Form<CameraValues>
        form={form}
        layout="vertical"
        initialValues={camera ?? NEW_CAMERA}
        onFinish={(values) => void submit(values)}
      >
        <TranslatedFields name="name" label={t('content.cameras.name')} max={MAX_SHORT_TEXT} />
        <Form.Item
          name="stream"
          label={t('content.cameras.stream')}
          extra={t('content.cameras.streamHint')}
          required
          rules={[
            {
              validator: async (_rule, value: string | undefined) => {
                const problem = streamAddressProblem((value ?? '').trim());
                if (problem === 'urlHasCredentials') throw new Error(t('content.urlCredentials'));
                if (problem) throw new Error(t('content.cameras.streamRule'));
              },
            },
          ]}
        >
          <Input placeholder="https://.../index.m3u8" maxLength={500} />
        </Form.Item>
        <p className="muted">{t('content.cameras.preview')}</p>
        <StreamPreview stream={stream} cover={cover} />
        <Form.Item
          name="cover"
          label={t('content.cameras.cover')}
          extra={t('content.cameras.coverHint')}
          rules={[{ required: true, whitespace: true, message: t('content.pictureRequired') }]}
          style={{ marginTop: 16 }}
        >
          <PictureField />
        </Form.Item>
        <Space size="large">
          <Form.Item name="sort" label={t('content.sort')} extra={t('content.sortHint')}>
            <InputNumber min={0} max={9999} precision={0} />
          </Form.Item>
          <Form.Item name="online" label={t('content.cameras.onAir')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Space>
      </Form>
    </PublishDrawer>
  );
}
