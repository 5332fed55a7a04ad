import {
  type ConsoleGoods,
  type GoodsKind,
  type GoodsSaveBody,
  type LocalizedText,
  MAX_LONG_TEXT,
  MAX_PREP_MINUTES,
  MAX_RENT_DAYS,
  MAX_RENT_HOURS,
  MAX_SHORT_TEXT,
  type RentUnit,
} from '@scenic/contracts';
import {
  Alert,
  App,
  Button,
  Divider,
  Drawer,
  Form,
  Input,
  InputNumber,
  Radio,
  Select,
  Skeleton,
  Space,
  Switch,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormProblem } from '#console/components/form-problem.tsx';
import { PictureField } from '#console/components/picture-field.tsx';
import { TranslatedFields } from '#console/components/translated-fields.tsx';
import { currentLanguage } from '#console/lib/i18n.ts';
import { useCategories, useGoods, useSaveGoods } from '../api/catalogue';
import { rowProblem, type SkuRow, type SpecDraft, skuRows } from '../sku-table';
import { GalleryField } from './gallery-field';
import { SkuTableField } from './sku-table-field';
import { SpecsEditor } from './specs-editor';

export interface GoodsValues {
  typeId?: number;
  name: LocalizedText;
  intro: LocalizedText;
  description: LocalizedText;
  cover: string;
  images: string[];
  sort: number;
  enabled: boolean;
  specs: SpecDraft[];
  skus: SkuRow[];
  rent?: { unit: RentUnit; max: number; deposit: string };
  food?: { pickupPoint: LocalizedText; prepMinutes: number };
  /** Shop items only: sold as a gift card, each combination's price its value. */
  giftCard?: boolean;
}

const empty = (): LocalizedText => ({ zh: '', en: '', ma: '' });

function newValues(kind: GoodsKind): GoodsValues {
  return {
    name: empty(),
    intro: empty(),
    description: empty(),
    cover: '',
    images: [],
    sort: 0,
    enabled: true,
    specs: [],
    skus: skuRows([], []),
    ...(kind === 'hire' ? { rent: { unit: 'day', max: 1, deposit: '0.00' } } : {}),
    ...(kind === 'food' ? { food: { pickupPoint: empty(), prepMinutes: 10 } } : {}),
    ...(kind === 'store' ? { giftCard: false } : {}),
  };
}

/** A stored item as the form's values: options keyed by their ids, rows by those keys. */
export function toValues(goods: ConsoleGoods): GoodsValues {
  const specs: SpecDraft[] = goods.specs.map((spec) => ({
    key: `spec-${spec.id}`,
    id: spec.id,
    name: spec.name,
    options: spec.options.map((option) => ({
      key: `option-${option.id}`,
      id: option.id,
      name: option.name,
    })),
  }));
  const stored: SkuRow[] = goods.skus.map((sku) => ({
    combo: sku.options.map((position, spec) => specs[spec]?.options[position]?.key ?? ''),
    options: sku.options,
    price: sku.price,
    stock: sku.stock,
    stockWas: sku.stock,
  }));
  return {
    typeId: goods.typeId,
    name: goods.name,
    intro: goods.intro,
    description: goods.description,
    cover: goods.cover,
    images: goods.images,
    sort: goods.sort,
    enabled: goods.enabled,
    specs,
    // Every combination, even one a hand-edited row lacked (it then waits for a price).
    skus: skuRows(specs, stored),
    ...(goods.rent ? { rent: goods.rent } : {}),
    ...(goods.food ? { food: goods.food } : {}),
    ...(goods.kind === 'store' ? { giftCard: goods.giftCard } : {}),
  };
}

/** The form's values as the save call takes them. */
export function toBody(
  kind: GoodsKind,
  id: number | undefined,
  values: GoodsValues,
): GoodsSaveBody {
  const common = {
    ...(id ? { id } : {}),
    typeId: values.typeId ?? 0,
    name: values.name,
    intro: values.intro,
    description: values.description,
    cover: values.cover,
    images: values.images ?? [],
    sort: values.sort,
    enabled: values.enabled,
    specs: (values.specs ?? []).map((spec) => ({
      ...(spec.id ? { id: spec.id } : {}),
      name: spec.name,
      options: spec.options.map((option) => ({
        ...(option.id ? { id: option.id } : {}),
        name: option.name,
      })),
    })),
    skus: (values.skus ?? []).map((row) => ({
      options: row.options,
      price: row.price.trim(),
      stock: row.stock ?? 0,
      ...(row.stockWas !== undefined ? { stockWas: row.stockWas } : {}),
    })),
  };
  if (kind === 'hire') {
    return { ...common, kind, rent: values.rent ?? { unit: 'day', max: 1, deposit: '0' } };
  }
  if (kind === 'food') {
    return { ...common, kind, food: values.food ?? { pickupPoint: empty(), prepMinutes: 0 } };
  }
  return { ...common, kind: 'store', giftCard: values.giftCard ?? false };
}

/** The specs as typed so far, with names not yet filled read as empty. */
function draftSpecs(specs: Partial<SpecDraft>[] | undefined): SpecDraft[] {
  return (specs ?? []).map((spec, index) => ({
    key: spec?.key ?? `spec-${index}`,
    ...(spec?.id ? { id: spec.id } : {}),
    name: spec?.name ?? empty(),
    options: (spec?.options ?? []).map((option, at) => ({
      key: option?.key ?? `option-${index}-${at}`,
      ...(option?.id ? { id: option.id } : {}),
      name: option?.name ?? empty(),
    })),
  }));
}

/** Add or change an item of one kind: texts side by side, pictures, specs and their price table. */
export function GoodsForm({
  kind,
  id,
  onClose,
}: {
  kind: GoodsKind;
  /** The item to change; null adds one. */
  id: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const stored = useGoods(id);
  const categories = useCategories(kind);
  const language = currentLanguage();
  const loading = id !== null && stored.isPending;

  return (
    <Drawer
      open
      width={1040}
      title={id ? t('catalogue.editItem') : t(`catalogue.newItem.${kind}`)}
      onClose={onClose}
      destroyOnHidden
    >
      {loading && <Skeleton active />}
      {stored.isError && <Alert type="error" showIcon message={stored.error.message} />}
      {!loading && !stored.isError && (
        <GoodsFormBody
          kind={kind}
          id={id}
          initial={stored.data ? toValues(stored.data) : newValues(kind)}
          orders={stored.data?.orders ?? 0}
          categoryOptions={(categories.data?.list ?? []).map((type) => ({
            value: type.id,
            label: type.name[language],
          }))}
          onClose={onClose}
        />
      )}
    </Drawer>
  );
}

function GoodsFormBody({
  kind,
  id,
  initial,
  orders,
  categoryOptions,
  onClose,
}: {
  kind: GoodsKind;
  id: number | null;
  initial: GoodsValues;
  orders: number;
  categoryOptions: { value: number; label: string }[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<GoodsValues>();
  const save = useSaveGoods();
  const [problem, setProblem] = useState<string | null>(null);
  const specs = draftSpecs(Form.useWatch('specs', form));
  const unit = Form.useWatch(['rent', 'unit'], form) as RentUnit | undefined;

  const submit = async (values: GoodsValues) => {
    setProblem(null);
    try {
      await save.mutateAsync(toBody(kind, id ?? undefined, values));
      onClose();
      message.success(t('content.published'));
    } catch (error) {
      setProblem((error as Error).message);
    }
  };

  return (
    <Form<GoodsValues>
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={(values) => void submit(values)}
      onFinishFailed={() => setProblem(t('catalogue.fixFields'))}
      onValuesChange={(changed: Partial<GoodsValues>, all) => {
        // The price table follows the specs: a row per combination, typed values kept.
        if (changed.specs) {
          form.setFieldValue('skus', skuRows(draftSpecs(all.specs), all.skus ?? []));
        }
      }}
    >
      <FormProblem problem={problem} />
      {orders > 0 && (
        <Alert
          type="info"
          showIcon
          message={t('catalogue.ordersKeep', { count: orders })}
          style={{ marginBottom: 16 }}
        />
      )}
      <Space size="large" align="start" wrap>
        <Form.Item
          name="typeId"
          label={t('catalogue.category')}
          rules={[{ required: true, message: t('catalogue.chooseCategory') }]}
        >
          <Select style={{ width: 260 }} options={categoryOptions} />
        </Form.Item>
        <Form.Item name="sort" label={t('content.sort')} extra={t('content.sortHint')}>
          <InputNumber min={0} max={9999} precision={0} />
        </Form.Item>
        <Form.Item
          name="enabled"
          label={t('catalogue.onSale')}
          valuePropName="checked"
          extra={t('catalogue.onSaleHint')}
        >
          <Switch />
        </Form.Item>
      </Space>
      {kind === 'store' && (
        <Form.Item
          name="giftCard"
          label={t('catalogue.giftCard')}
          valuePropName="checked"
          extra={t('catalogue.giftCardHint')}
        >
          <Switch />
        </Form.Item>
      )}
      <TranslatedFields name="name" label={t('catalogue.name')} max={MAX_SHORT_TEXT} />
      <TranslatedFields name="intro" label={t('catalogue.shortLine')} max={200} />
      <TranslatedFields
        name="description"
        label={t('catalogue.description')}
        max={MAX_LONG_TEXT}
        long
      />
      <Form.Item
        name="cover"
        label={t('catalogue.cover')}
        extra={t('catalogue.coverHint')}
        rules={[{ required: true, whitespace: true, message: t('content.pictureRequired') }]}
      >
        <PictureField />
      </Form.Item>
      <Form.Item name="images" label={t('catalogue.gallery')} extra={t('catalogue.galleryHint')}>
        <GalleryField />
      </Form.Item>

      {kind === 'hire' && (
        <>
          <Divider orientation="left">{t('catalogue.rentTerms')}</Divider>
          <Space size="large" align="start" wrap>
            <Form.Item name={['rent', 'unit']} label={t('catalogue.rentUnit')}>
              <Radio.Group
                options={[
                  { value: 'hour', label: t('catalogue.perHour') },
                  { value: 'day', label: t('catalogue.perDay') },
                ]}
              />
            </Form.Item>
            <Form.Item
              name={['rent', 'max']}
              label={t(unit === 'hour' ? 'catalogue.rentMaxHours' : 'catalogue.rentMaxDays')}
              rules={[{ required: true, message: t('catalogue.rentMaxRule') }]}
            >
              <InputNumber
                min={1}
                max={unit === 'hour' ? MAX_RENT_HOURS : MAX_RENT_DAYS}
                precision={0}
              />
            </Form.Item>
            <Form.Item
              name={['rent', 'deposit']}
              label={t('catalogue.deposit')}
              extra={t('catalogue.depositHint')}
              rules={[
                {
                  required: true,
                  pattern: /^\d{1,6}(\.\d{1,2})?$/,
                  message: t('catalogue.priceRule'),
                },
              ]}
            >
              <Input prefix="RM" style={{ width: 160 }} />
            </Form.Item>
          </Space>
        </>
      )}
      {kind === 'food' && (
        <>
          <Divider orientation="left">{t('catalogue.kitchen')}</Divider>
          <TranslatedFields
            name={['food', 'pickupPoint']}
            label={t('catalogue.pickupPoint')}
            max={MAX_SHORT_TEXT}
          />
          <Form.Item
            name={['food', 'prepMinutes']}
            label={t('catalogue.prepMinutes')}
            extra={t('catalogue.prepMinutesHint')}
          >
            <InputNumber min={0} max={MAX_PREP_MINUTES} precision={0} addonAfter="min" />
          </Form.Item>
        </>
      )}

      <Divider orientation="left">{t('catalogue.specs')}</Divider>
      <p className="muted">{t('catalogue.specsHint')}</p>
      <SpecsEditor />
      <Divider orientation="left">{t('catalogue.priceTable')}</Divider>
      <Form.Item
        name="skus"
        rules={[
          {
            validator: async (_rule, rows: SkuRow[] | undefined) => {
              if (!rows || rows.length === 0) throw new Error(t('catalogue.tableEmpty'));
              const wrong = rows.map(rowProblem).find(Boolean);
              if (wrong === 'price') throw new Error(t('catalogue.priceRule'));
              if (wrong === 'stock') throw new Error(t('catalogue.stockRule'));
            },
          },
        ]}
      >
        <SkuTableField specs={specs} />
      </Form.Item>
      <Space style={{ marginTop: 8 }}>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('content.publish')}
        </Button>
      </Space>
    </Form>
  );
}
