import { PageContainer } from '@ant-design/pro-components';
import {
  type ConsoleTaxSettings,
  ORDER_KINDS,
  type OrderKind,
  RATED_TAX_CLASSES,
  type RatedTaxClass,
  type SectionKeyword,
  TAX_CLASSES,
  type TaxRate,
  type TaxSettings,
  taxRateText,
  taxSettingsSchema,
  validationMessage,
} from '@scenic/contracts';
import {
  Alert,
  App,
  Button,
  Card,
  Form,
  Input,
  Popconfirm,
  Select,
  Skeleton,
  Space,
  Switch,
  Table,
  Tag,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '#console/lib/i18n.ts';
import { usePickableItems } from '#console/lib/pick-items.ts';
import { errorText } from '#console/lib/request.ts';
import {
  useAddTaxRate,
  useRemoveTaxRate,
  useSaveTaxSettings,
  useTaxSettings,
} from './api/tax-settings';

/** Where each kind's items are listed to pick from (the banner picker's lists). */
const ITEM_LISTS: Record<OrderKind, SectionKeyword> = {
  ticket: 'ticket',
  shop: 'store',
  food: 'food',
  rental: 'hire',
  image: 'scenery',
};

/** One item taxed otherwise than its kind: the kind, the item picked from its list, the class. */
function ItemRow({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<TaxSettings>();
  const kind = Form.useWatch(['items', index, 'kind'], form) as OrderKind | undefined;
  const items = usePickableItems(kind ? ITEM_LISTS[kind] : undefined);
  return (
    <Space align="baseline" wrap>
      <Form.Item name={[index, 'kind']} label={t('receipts.kind')}>
        <Select
          style={{ width: 140 }}
          options={ORDER_KINDS.map((each) => ({ value: each, label: t(`kind.${each}`) }))}
          onChange={() => form.setFieldValue(['items', index, 'itemId'], undefined)}
        />
      </Form.Item>
      <Form.Item name={[index, 'itemId']} label={t('receipts.item')}>
        <Select
          style={{ width: 260 }}
          showSearch
          optionFilterProp="label"
          loading={items.isFetching}
          options={(items.data ?? []).map((item) => ({ value: item.id, label: item.name }))}
        />
      </Form.Item>
      <Form.Item name={[index, 'taxClass']} label={t('receipts.taxClass')}>
        <Select
          style={{ width: 260 }}
          options={TAX_CLASSES.map((each) => ({
            value: each,
            label: t(`receipts.classes.${each}`),
          }))}
        />
      </Form.Item>
      <Button onClick={onRemove}>{t('receipts.removeItem')}</Button>
    </Space>
  );
}

/** When a rate applies, as the park's calendar reads it today. */
function rateState(rate: TaxRate, rates: readonly TaxRate[], today: string) {
  if (rate.from > today) return 'upcoming';
  const newer = rates.some(
    (other) => other.taxClass === rate.taxClass && other.from > rate.from && other.from <= today,
  );
  return newer ? 'past' : 'inForce';
}

const STATE_COLOURS = { upcoming: 'blue', inForce: 'green', past: 'default' } as const;

function RatesCard({ data }: { data: ConsoleTaxSettings }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const add = useAddTaxRate();
  const remove = useRemoveTaxRate();
  const [form] = Form.useForm<{ taxClass: RatedTaxClass; rate: string; from: string }>();
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (values: { taxClass?: RatedTaxClass; rate?: string; from?: string }) => {
    setProblem(null);
    const rate = taxRateText.safeParse(values.rate ?? '');
    if (!values.taxClass || !values.from || !rate.success) {
      setProblem(
        rate.success
          ? t('receipts.rateIncomplete')
          : validationMessage('taxRateInvalid', currentLanguage()),
      );
      return;
    }
    try {
      await add.mutateAsync({ taxClass: values.taxClass, rate: rate.data, from: values.from });
      message.success(t('receipts.rateAdded'));
      form.resetFields();
    } catch (error) {
      setProblem(errorText(error));
    }
  };

  return (
    <Card title={t('receipts.ratesTitle')}>
      <p className="muted">{t('receipts.ratesHint')}</p>
      <Table
        rowKey="id"
        pagination={false}
        dataSource={data.rates}
        locale={{ emptyText: t('receipts.noRates') }}
        columns={[
          {
            title: t('receipts.taxClass'),
            dataIndex: 'taxClass',
            render: (value: RatedTaxClass) => t(`receipts.classes.${value}`),
          },
          { title: t('receipts.rate'), dataIndex: 'rate', align: 'right', render: (v) => `${v}%` },
          { title: t('receipts.from'), dataIndex: 'from' },
          {
            title: '',
            key: 'state',
            render: (_value, row) => {
              const state = rateState(row, data.rates, data.today);
              return <Tag color={STATE_COLOURS[state]}>{t(`receipts.rateStates.${state}`)}</Tag>;
            },
          },
          {
            title: '',
            key: 'remove',
            render: (_value, row) =>
              row.from > data.today ? (
                <Popconfirm
                  title={t('receipts.removeRateConfirm', { rate: row.rate, from: row.from })}
                  okText={t('receipts.removeRate')}
                  cancelText={t('common.cancel')}
                  onConfirm={() =>
                    remove.mutate(
                      { id: row.id },
                      {
                        onSuccess: () => message.success(t('receipts.rateRemoved')),
                        onError: (error) => message.error(errorText(error)),
                      },
                    )
                  }
                >
                  <Button size="small">{t('receipts.removeRate')}</Button>
                </Popconfirm>
              ) : null,
          },
        ]}
      />
      <Form
        form={form}
        layout="inline"
        style={{ marginTop: 16 }}
        onFinish={(values) => void submit(values)}
        initialValues={{ from: data.today }}
      >
        <Form.Item name="taxClass" label={t('receipts.taxClass')}>
          <Select
            style={{ width: 260 }}
            options={RATED_TAX_CLASSES.map((each) => ({
              value: each,
              label: t(`receipts.classes.${each}`),
            }))}
          />
        </Form.Item>
        <Form.Item name="rate" label={t('receipts.rate')}>
          <Input style={{ width: 110 }} suffix="%" inputMode="decimal" />
        </Form.Item>
        <Form.Item name="from" label={t('receipts.from')}>
          <Input type="date" min={data.today} style={{ width: 170 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={add.isPending}>
          {t('receipts.addRate')}
        </Button>
      </Form>
      {problem && <Alert style={{ marginTop: 12 }} type="error" showIcon message={problem} />}
    </Card>
  );
}

/**
 * Receipts and tax (admin): the numbers every receipt shows, whether prices include tax, what each
 * kind and item is taxed as, and the rates with the day each starts. A rate only starts today or
 * later, so a receipt already issued never changes.
 */
export function Component() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const settings = useTaxSettings();
  const save = useSaveTaxSettings();
  const [form] = Form.useForm<TaxSettings>();
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async () => {
    setProblem(null);
    const values = form.getFieldsValue(true) as TaxSettings;
    const checked = taxSettingsSchema.safeParse(values);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      setProblem(
        `${issue?.path.join(' › ') ?? ''}: ${validationMessage(issue?.message ?? '', currentLanguage())}`,
      );
      return;
    }
    try {
      await save.mutateAsync(checked.data);
      message.success(t('receipts.saved'));
    } catch (error) {
      setProblem(errorText(error));
    }
  };

  return (
    <PageContainer title={t('menu.tax')} content={t('receipts.intro')}>
      {settings.isPending && <Skeleton active paragraph={{ rows: 10 }} />}
      {settings.isError && <Alert type="error" showIcon message={errorText(settings.error)} />}
      {settings.data && (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <Form<TaxSettings>
            form={form}
            layout="vertical"
            initialValues={settings.data.settings}
            onFinish={() => void submit()}
          >
            <Card title={t('receipts.registrationTitle')} style={{ marginBottom: 16 }}>
              <p className="muted">{t('receipts.registrationHint')}</p>
              <Space wrap size="large">
                <Form.Item
                  name={['registration', 'companyRegNo']}
                  label={t('receipts.companyRegNo')}
                >
                  <Input style={{ width: 260 }} placeholder="202301012345 (1234567-A)" />
                </Form.Item>
                <Form.Item name={['registration', 'sstRegNo']} label={t('receipts.sstRegNo')}>
                  <Input style={{ width: 260 }} placeholder="W10-1808-31012345" />
                </Form.Item>
                <Form.Item name={['registration', 'tin']} label={t('receipts.tin')}>
                  <Input style={{ width: 200 }} placeholder="C12345678010" />
                </Form.Item>
              </Space>
            </Card>
            <Card title={t('receipts.classesTitle')} style={{ marginBottom: 16 }}>
              <Form.Item
                name="pricesIncludeTax"
                label={t('receipts.pricesIncludeTax')}
                valuePropName="checked"
                extra={t('receipts.pricesIncludeTaxHint')}
              >
                <Switch />
              </Form.Item>
              <Space wrap size="large">
                {ORDER_KINDS.map((kind) => (
                  <Form.Item key={kind} name={['kindClasses', kind]} label={t(`kind.${kind}`)}>
                    <Select
                      style={{ width: 260 }}
                      options={TAX_CLASSES.map((each) => ({
                        value: each,
                        label: t(`receipts.classes.${each}`),
                      }))}
                    />
                  </Form.Item>
                ))}
              </Space>
              <p className="muted">{t('receipts.giftCardsHint')}</p>
              <h3>{t('receipts.itemsTitle')}</h3>
              <Form.List name="items">
                {(fields, { add, remove }) => (
                  <>
                    {fields.map((field) => (
                      <ItemRow
                        key={field.key}
                        index={field.name}
                        onRemove={() => remove(field.name)}
                      />
                    ))}
                    <Button onClick={() => add({ kind: 'shop', taxClass: 'services' })}>
                      {t('receipts.addItem')}
                    </Button>
                  </>
                )}
              </Form.List>
            </Card>
            <Space>
              <Button type="primary" htmlType="submit" loading={save.isPending}>
                {t('receipts.save')}
              </Button>
              <span className="muted">{t('receipts.appliesFromNow')}</span>
            </Space>
            {problem && <Alert style={{ marginTop: 12 }} type="error" showIcon message={problem} />}
          </Form>
          <RatesCard data={settings.data} />
        </Space>
      )}
    </PageContainer>
  );
}
