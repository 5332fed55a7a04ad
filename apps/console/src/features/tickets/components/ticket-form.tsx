import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  type ConsoleTicket,
  MAX_CAPACITY,
  MAX_SHORT_TEXT,
  type TicketSaveBody,
} from '@scenic/contracts';
import {
  App,
  Button,
  Col,
  Divider,
  Form,
  Input,
  InputNumber,
  Row,
  Select,
  Space,
  Switch,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PictureField } from '#console/components/picture-field.tsx';
import { PublishDrawer } from '#console/components/publish-drawer.tsx';
import { TranslatedFields } from '#console/components/translated-fields.tsx';
import { currentLanguage } from '#console/lib/i18n.ts';
import { errorText } from '#console/lib/request.ts';
import { useGateChecks, useSaveTicket } from '../api/tickets';

type TicketValues = Omit<TicketSaveBody, 'id'>;

const EMPTY = { zh: '', en: '', ma: '' };
const NEW_TICKET: Partial<TicketValues> = {
  notes: [],
  tags: [],
  images: [],
  dailyCapacity: 500,
  variants: [{ name: EMPTY, price: '', checkId: null }],
  slots: [],
  sort: 0,
  enabled: false,
};

/** Prices as staff type them: RM with at most two decimals, never negative (as the server checks). */
export const PRICE_PATTERN = /^\d{1,7}(\.\d{1,2})?$/;

export function toValues(ticket: ConsoleTicket): TicketValues {
  const { id: _id, ...values } = ticket;
  return values;
}

/**
 * Add or change a ticket: its texts in every language side by side, pictures, types with their
 * prices, time slots and the places each date offers unless the calendar says otherwise.
 */
export function TicketForm({
  ticket,
  onClose,
}: {
  ticket: ConsoleTicket | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<TicketValues>();
  const save = useSaveTicket();
  const gateChecks = useGateChecks();
  const language = currentLanguage();
  const checkOptions = (gateChecks.data?.list ?? []).map((check) => ({
    value: check.id,
    label: check.name[language],
  }));
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (values: TicketValues) => {
    setProblem(null);
    try {
      await save.mutateAsync({
        ...(ticket ? { id: ticket.id } : {}),
        ...values,
        notes: values.notes ?? [],
        tags: values.tags ?? [],
        images: (values.images ?? []).filter(Boolean),
        slots: values.slots ?? [],
      });
      onClose();
      message.success(t('content.published'));
    } catch (error) {
      setProblem(errorText(error));
    }
  };

  return (
    <PublishDrawer
      width={920}
      title={ticket ? t('tickets.editTicket') : t('tickets.newTicket')}
      onClose={onClose}
      onPublish={() => form.submit()}
      publishing={save.isPending}
      problem={problem}
    >
      <Form<TicketValues>
        form={form}
        layout="vertical"
        initialValues={ticket ? toValues(ticket) : NEW_TICKET}
        onFinish={(values) => void submit(values)}
        onFinishFailed={() => setProblem(t('tickets.fixFields'))}
        scrollToFirstError
      >
        <TranslatedFields name="name" label={t('tickets.name')} max={MAX_SHORT_TEXT} />
        <TranslatedFields name="intro" label={t('tickets.introField')} max={200} long />
        <TranslatedFields
          name="description"
          label={t('tickets.description')}
          max={4000}
          long
          rows={5}
        />

        <Divider orientation="left">{t('tickets.variants')}</Divider>
        <p className="muted">{t('tickets.variantsHint')}</p>
        <Form.List
          name="variants"
          rules={[
            {
              validator: async (_rule, value: unknown[] | undefined) => {
                if (!value?.length) throw new Error(t('tickets.variantRequired'));
              },
            },
          ]}
        >
          {(fields, { add, remove }, { errors }) => (
            <>
              {fields.map((field, index) => (
                <Row key={field.key} gutter={12} align="top">
                  <Col span={13}>
                    <TranslatedFields
                      name={[field.name, 'name']}
                      label={t('tickets.variantN', { n: index + 1 })}
                      max={40}
                    />
                  </Col>
                  <Col span={4}>
                    <Form.Item
                      name={[field.name, 'price']}
                      label={t('tickets.basePrice')}
                      required
                      rules={[
                        { required: true, message: t('tickets.priceRule') },
                        { pattern: PRICE_PATTERN, message: t('tickets.priceRule') },
                      ]}
                    >
                      <Input
                        prefix="RM"
                        inputMode="decimal"
                        placeholder="45.00"
                        aria-label={t('tickets.priceOf', { n: index + 1 })}
                      />
                    </Form.Item>
                  </Col>
                  <Col span={5}>
                    <Form.Item
                      name={[field.name, 'checkId']}
                      label={t('tickets.checkAtGate')}
                      tooltip={t('tickets.checkAtGateHint')}
                    >
                      <Select
                        allowClear
                        placeholder={t('tickets.noCheck')}
                        options={checkOptions}
                        loading={gateChecks.isPending}
                        aria-label={t('tickets.checkOf', { n: index + 1 })}
                      />
                    </Form.Item>
                  </Col>
                  <Col span={2} style={{ paddingTop: 30 }}>
                    <Button
                      icon={<DeleteOutlined />}
                      aria-label={t('tickets.removeVariant', { n: index + 1 })}
                      onClick={() => remove(field.name)}
                      disabled={fields.length === 1}
                    />
                  </Col>
                </Row>
              ))}
              <Form.ErrorList errors={errors} />
              <Button
                icon={<PlusOutlined />}
                onClick={() => add({ name: EMPTY, price: '', checkId: null })}
              >
                {t('tickets.addVariant')}
              </Button>
            </>
          )}
        </Form.List>

        <Divider orientation="left">{t('tickets.places')}</Divider>
        <Row gutter={16}>
          <Col span={8}>
            <Form.Item
              name="dailyCapacity"
              label={t('tickets.dailyCapacity')}
              extra={t('tickets.dailyCapacityHint')}
              rules={[{ required: true, message: t('tickets.capacityRule') }]}
            >
              <InputNumber min={0} max={MAX_CAPACITY} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <p className="muted">{t('tickets.slotsHint')}</p>
        <Form.List name="slots">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, index) => (
                <Space key={field.key} align="start" style={{ display: 'flex' }}>
                  <Form.Item
                    name={[field.name, 'label']}
                    label={index === 0 ? t('tickets.slotLabel') : undefined}
                    rules={[
                      { required: true, whitespace: true, message: t('tickets.slotLabelRule') },
                    ]}
                  >
                    <Input placeholder="09:00–11:00" maxLength={40} style={{ width: 220 }} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'capacity']}
                    label={index === 0 ? t('tickets.slotCapacity') : undefined}
                    rules={[{ required: true, message: t('tickets.capacityRule') }]}
                  >
                    <InputNumber min={0} max={MAX_CAPACITY} precision={0} />
                  </Form.Item>
                  <Button
                    icon={<DeleteOutlined />}
                    aria-label={t('tickets.removeSlot', { n: index + 1 })}
                    onClick={() => remove(field.name)}
                    style={{ marginTop: index === 0 ? 30 : 0 }}
                  />
                </Space>
              ))}
              <Button icon={<PlusOutlined />} onClick={() => add({ label: '', capacity: 50 })}>
                {t('tickets.addSlot')}
              </Button>
            </>
          )}
        </Form.List>

        <Divider orientation="left">{t('tickets.pictures')}</Divider>
        <Form.Item
          name="cover"
          label={t('tickets.cover')}
          extra={t('content.pictureHint')}
          rules={[{ required: true, whitespace: true, message: t('content.pictureRequired') }]}
        >
          <PictureField />
        </Form.Item>
        <Form.List name="images">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, index) => (
                <Space key={field.key} align="start" style={{ display: 'flex' }}>
                  <Form.Item name={field.name} label={t('tickets.imageN', { n: index + 1 })}>
                    <PictureField />
                  </Form.Item>
                  <Button
                    icon={<DeleteOutlined />}
                    aria-label={t('tickets.removeImage', { n: index + 1 })}
                    onClick={() => remove(field.name)}
                  />
                </Space>
              ))}
              {fields.length < 9 && (
                <Button icon={<PlusOutlined />} onClick={() => add('')}>
                  {t('tickets.addImage')}
                </Button>
              )}
            </>
          )}
        </Form.List>

        <Divider orientation="left">{t('tickets.notes')}</Divider>
        <Form.List name="notes">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, index) => (
                <Space key={field.key} align="start" style={{ display: 'flex', width: '100%' }}>
                  <div style={{ width: 820 }}>
                    <TranslatedFields
                      name={[field.name]}
                      label={t('tickets.noteN', { n: index + 1 })}
                      max={300}
                      long
                    />
                  </div>
                  <Button
                    icon={<DeleteOutlined />}
                    aria-label={t('tickets.removeNote', { n: index + 1 })}
                    onClick={() => remove(field.name)}
                  />
                </Space>
              ))}
              <Button icon={<PlusOutlined />} onClick={() => add(EMPTY)}>
                {t('tickets.addNote')}
              </Button>
            </>
          )}
        </Form.List>
        <Form.List name="tags">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, index) => (
                <Space key={field.key} align="start" style={{ display: 'flex', width: '100%' }}>
                  <div style={{ width: 820 }}>
                    <TranslatedFields
                      name={[field.name]}
                      label={t('tickets.tagN', { n: index + 1 })}
                      max={20}
                    />
                  </div>
                  <Button
                    icon={<DeleteOutlined />}
                    aria-label={t('tickets.removeTag', { n: index + 1 })}
                    onClick={() => remove(field.name)}
                  />
                </Space>
              ))}
              {fields.length < 4 && (
                <Button
                  icon={<PlusOutlined />}
                  onClick={() => add(EMPTY)}
                  style={{ marginTop: 12 }}
                >
                  {t('tickets.addTag')}
                </Button>
              )}
            </>
          )}
        </Form.List>

        <Divider />
        <Row gutter={16}>
          <Col span={8}>
            <Form.Item name="sort" label={t('content.sort')} extra={t('content.sortHint')}>
              <InputNumber min={0} max={9999} precision={0} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="enabled" label={t('tickets.onSale')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </PublishDrawer>
  );
}
