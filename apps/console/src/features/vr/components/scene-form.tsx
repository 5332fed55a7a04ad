import { DeleteOutlined, EyeOutlined } from '@ant-design/icons';
import {
  type ConsoleVrHotspot,
  type ConsoleVrScene,
  MAX_SHORT_TEXT,
  MAX_VR_HOTSPOTS,
  type VrSceneSaveBody,
} from '@scenic/contracts';
import {
  App,
  Button,
  Card,
  Col,
  Empty,
  Form,
  InputNumber,
  Popconfirm,
  Row,
  Select,
  Space,
  Tag,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PictureField } from '#console/components/picture-field.tsx';
import { PublishDrawer } from '#console/components/publish-drawer.tsx';
import { TranslatedFields } from '#console/components/translated-fields.tsx';
import { currentLanguage } from '#console/lib/i18n.ts';
import { useSaveVrScene } from '../api/vr';
import type { Angles } from '../panorama-point';
import { HotspotCanvas } from './hotspot-canvas';
import { PanoramaField } from './panorama-field';

export type SceneValues = Omit<ConsoleVrScene, 'id'>;

const EMPTY_LABEL = { zh: '', en: '', ma: '' };

/** The visitor's VR page opened on one scene, for staff to look at what they published. */
export const previewAddress = (id: string) => `/h5/#/online/vr?scene=${encodeURIComponent(id)}`;

/** The form's values as the save call takes them; a new scene has no id (the server makes it). */
export function toBody(id: string | undefined, values: SceneValues): VrSceneSaveBody {
  return {
    ...(id ? { id } : {}),
    title: values.title,
    panorama: values.panorama.trim(),
    thumb: values.thumb.trim(),
    hotspots: (values.hotspots ?? []).map((spot) => ({
      target: spot.target,
      yaw: spot.yaw,
      pitch: spot.pitch,
      label: spot.label,
    })),
  };
}

/**
 * Add or change one scene: titles side by side, panorama and thumbnail, and its hotspots placed by
 * clicking on the flat panorama, each with its label in three languages and the scene it leads to.
 */
export function SceneForm({
  scene,
  scenes,
  onClose,
}: {
  scene: ConsoleVrScene | null;
  /** Every scene of the tour, for the hotspots' targets. */
  scenes: ConsoleVrScene[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<SceneValues>();
  const save = useSaveVrScene();
  const [problem, setProblem] = useState<string | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const panorama = Form.useWatch('panorama', form);
  const hotspots: ConsoleVrHotspot[] = Form.useWatch('hotspots', form) ?? [];
  const language = currentLanguage();
  const targets = scenes
    .filter((other) => other.id !== scene?.id)
    .map((other) => ({ value: other.id, label: other.title[language] || other.id }));

  const setHotspots = (next: ConsoleVrHotspot[]) => form.setFieldValue('hotspots', next);
  const current = () => (form.getFieldValue('hotspots') as ConsoleVrHotspot[] | undefined) ?? [];
  const add = (angles: Angles) => {
    const list = current();
    if (list.length >= MAX_VR_HOTSPOTS) {
      message.warning(t('vr.tooManyHotspots', { n: MAX_VR_HOTSPOTS }));
      return;
    }
    // No target yet: the picker shows its placeholder and the form asks for one.
    setHotspots([...list, { label: EMPTY_LABEL, ...angles } as ConsoleVrHotspot]);
    setSelected(list.length);
  };
  const move = (index: number, angles: Angles) =>
    setHotspots(current().map((spot, at) => (at === index ? { ...spot, ...angles } : spot)));
  const remove = (index: number) => {
    setHotspots(current().filter((_spot, at) => at !== index));
    setSelected(null);
  };

  const submit = async (values: SceneValues) => {
    setProblem(null);
    try {
      await save.mutateAsync(toBody(scene?.id, values));
      message.success(t('content.published'));
      onClose();
    } catch (error) {
      setProblem((error as Error).message);
    }
  };

  return (
    <PublishDrawer
      width={1180}
      title={scene ? t('vr.editScene', { title: scene.title[language] }) : t('vr.newScene')}
      onClose={onClose}
      onPublish={() => form.submit()}
      publishing={save.isPending}
      problem={problem}
      actions={
        scene && (
          <Button icon={<EyeOutlined />} href={previewAddress(scene.id)} target="_blank">
            {t('vr.preview')}
          </Button>
        )
      }
    >
      <Form<SceneValues>
        form={form}
        layout="vertical"
        initialValues={scene ?? { title: EMPTY_LABEL, hotspots: [] }}
        onFinish={(values) => void submit(values)}
        onFinishFailed={() => setProblem(t('vr.fixFields'))}
      >
        <TranslatedFields name="title" label={t('content.title')} max={MAX_SHORT_TEXT} />
        <p className="muted" style={{ marginTop: -8 }}>
          {scene ? t('vr.sceneId', { id: scene.id }) : t('vr.sceneIdNew')}
        </p>
        <Row gutter={24}>
          <Col span={14}>
            <Form.Item
              name="panorama"
              label={t('vr.panorama')}
              extra={t('vr.panoramaHint')}
              rules={[{ required: true, whitespace: true, message: t('vr.panoramaRequired') }]}
            >
              <PanoramaField />
            </Form.Item>
          </Col>
          <Col span={10}>
            <Form.Item
              name="thumb"
              label={t('vr.thumb')}
              extra={t('vr.thumbHint')}
              rules={[{ required: true, whitespace: true, message: t('content.pictureRequired') }]}
            >
              <PictureField />
            </Form.Item>
          </Col>
        </Row>

        <Card
          size="small"
          title={t('vr.hotspots', { n: hotspots.length })}
          extra={
            selected !== null ? (
              <Space>
                <span className="muted">
                  {t('vr.moving', {
                    n: selected + 1,
                    label: hotspots[selected]?.label?.[language] || '…',
                  })}
                </span>
                <Button size="small" onClick={() => setSelected(null)}>
                  {t('vr.donePlacing')}
                </Button>
              </Space>
            ) : (
              <span className="muted">{panorama ? t('vr.clickToAdd') : ''}</span>
            )
          }
          style={{ marginBottom: 16 }}
        >
          {panorama ? (
            <HotspotCanvas
              panorama={panorama}
              hotspots={hotspots.map((spot) => ({
                yaw: spot.yaw,
                pitch: spot.pitch,
                label: spot.label?.[language] ?? '',
              }))}
              selected={selected}
              onSelect={setSelected}
              onAdd={add}
              onMove={move}
            />
          ) : (
            <Empty description={t('vr.uploadFirst')} />
          )}
          <Form.List name="hotspots">
            {(fields) =>
              fields.map((field, index) => (
                <div
                  key={field.key}
                  className={`vr-hotspot-row${selected === index ? ' vr-hotspot-row--on' : ''}`}
                  data-testid="vr-hotspot-row"
                >
                  <Space style={{ marginBottom: 8 }} wrap>
                    <Tag
                      color={selected === index ? 'green' : 'default'}
                      style={{ cursor: 'pointer' }}
                      onClick={() => setSelected(selected === index ? null : index)}
                    >
                      {t('vr.hotspotN', { n: index + 1 })}
                    </Tag>
                    <Form.Item
                      name={[field.name, 'yaw']}
                      label={t('vr.yaw')}
                      layout="horizontal"
                      style={{ marginBottom: 0 }}
                      rules={[{ required: true, message: t('vr.yawRule') }]}
                    >
                      <InputNumber min={-180} max={180} step={1} precision={2} suffix="°" />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'pitch']}
                      label={t('vr.pitch')}
                      layout="horizontal"
                      style={{ marginBottom: 0 }}
                      rules={[{ required: true, message: t('vr.pitchRule') }]}
                    >
                      <InputNumber min={-90} max={90} step={1} precision={2} suffix="°" />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'target']}
                      label={t('vr.target')}
                      layout="horizontal"
                      style={{ marginBottom: 0, minWidth: 300 }}
                      rules={[{ required: true, message: t('vr.targetRule') }]}
                    >
                      <Select
                        options={targets}
                        placeholder={t('vr.chooseTarget')}
                        notFoundContent={t('vr.noOtherScene')}
                        aria-label={t('vr.targetOf', { n: index + 1 })}
                      />
                    </Form.Item>
                    <Popconfirm
                      title={t('vr.removeHotspot', { n: index + 1 })}
                      description={t('vr.removeHotspotText')}
                      okText={t('content.delete')}
                      okButtonProps={{ danger: true }}
                      cancelText={t('common.cancel')}
                      onConfirm={() => remove(index)}
                    >
                      <Button size="small" danger icon={<DeleteOutlined />}>
                        {t('content.delete')}
                      </Button>
                    </Popconfirm>
                  </Space>
                  <TranslatedFields
                    name={[field.name, 'label']}
                    label={t('vr.label')}
                    max={MAX_SHORT_TEXT}
                  />
                </div>
              ))
            }
          </Form.List>
        </Card>
      </Form>
    </PublishDrawer>
  );
}
