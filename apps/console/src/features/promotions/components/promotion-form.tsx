import {
  type ConsolePromotion,
  ERROR_CODE,
  GOODS_KINDS,
  normalisePromoCode,
  ORDER_KINDS,
  PROMO_BATCH_MAX,
  PROMO_TYPES,
  promotionSaveBodySchema,
  validationMessage,
} from '@scenic/contracts';
import {
  App,
  Checkbox,
  Col,
  DatePicker,
  Divider,
  Form,
  Input,
  InputNumber,
  Radio,
  Row,
  Select,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PublishDrawer } from '#console/components/publish-drawer.tsx';
import { currentLanguage } from '#console/lib/i18n.ts';
import { ApiError, errorText } from '#console/lib/request.ts';
import { usePromotionChoices } from '../api/choices';
import { useSavePromotion } from '../api/promotions';
import {
  fieldOfMessage,
  fieldOfPath,
  NEW_PROMOTION,
  type PromotionField,
  type PromotionValues,
  toPromotionSave,
  toPromotionValues,
} from '../promotion-values';

/**
 * Add or change a promotion: what it gives, what it is for, when, its limits and, for a new one,
 * its codes. The form is checked with the schema the server uses, so each message stands under
 * its own field; the server's own refusals (a code another promotion has) land there too.
 */
export function PromotionForm({
  promotion,
  onClose,
}: {
  promotion: ConsolePromotion | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const language = currentLanguage();
  const [form] = Form.useForm<PromotionValues>();
  const save = useSavePromotion();
  const choices = usePromotionChoices();
  const [problem, setProblem] = useState<string | null>(null);
  const type = Form.useWatch('type', form) ?? promotion?.type ?? 'percent';
  const codeMode = Form.useWatch('codeMode', form) ?? 'shared';

  /** Puts each message under its field, and clears the messages of fields now right. */
  const showErrors = (errors: Partial<Record<PromotionField, string>>) => {
    const shown = form
      .getFieldsError()
      .filter((field) => field.errors.length > 0)
      .map((field) => field.name[0] as PromotionField);
    const names = new Set([...shown, ...(Object.keys(errors) as PromotionField[])]);
    form.setFields(
      [...names].map((name) => ({ name, errors: errors[name] ? [errors[name]] : [] })),
    );
  };

  const submit = async () => {
    setProblem(null);
    const values: PromotionValues = { ...NEW_PROMOTION, ...form.getFieldsValue(true) };
    const body = toPromotionSave(values, promotion?.id);
    const checked = promotionSaveBodySchema.safeParse(body);
    if (!checked.success) {
      const errors: Partial<Record<PromotionField, string>> = {};
      for (const issue of checked.error.issues) {
        const field = fieldOfPath(issue.path, values.codeMode);
        if (field && !errors[field]) errors[field] = validationMessage(issue.message, language);
      }
      showErrors(errors);
      setProblem(t('promotions.fixFields'));
      return;
    }
    showErrors({});
    try {
      await save.mutateAsync(body);
      onClose();
      message.success(t('promotions.savedDone'));
    } catch (error) {
      const field =
        error instanceof ApiError
          ? error.code === ERROR_CODE.promoCodeExists
            ? 'code'
            : error.code === ERROR_CODE.validation
              ? fieldOfMessage(error.message, language, values.codeMode)
              : null
          : null;
      if (field) {
        showErrors({ [field]: errorText(error) });
        setProblem(t('promotions.fixFields'));
      } else {
        setProblem(errorText(error));
      }
    }
  };

  const tickets = choices.data?.tickets ?? [];
  const multiple = {
    mode: 'multiple' as const,
    allowClear: true,
    optionFilterProp: 'label',
    placeholder: t('promotions.noneChosen'),
    loading: choices.isPending,
  };
  const goodsGroups = GOODS_KINDS.map((kind) => ({
    label: t(`content.kind.${kind}`),
    options: (choices.data?.goods ?? [])
      .filter((goods) => goods.kind === kind)
      .map((goods) => ({ value: goods.id, label: goods.name[language] })),
  })).filter((group) => group.options.length > 0);
  const categoryGroups = GOODS_KINDS.map((kind) => ({
    label: t(`content.kind.${kind}`),
    options: (choices.data?.categories ?? [])
      .filter((category) => category.kind === kind)
      .map((category) => ({ value: category.id, label: category.name[language] })),
  })).filter((group) => group.options.length > 0);
  const limit = (name: PromotionField, max: number) => (
    <Form.Item name={name} label={t(`promotions.${name}`)} extra={t(`promotions.${name}Hint`)}>
      <InputNumber
        min={1}
        max={max}
        precision={0}
        placeholder={t('promotions.noLimit')}
        style={{ width: '100%' }}
      />
    </Form.Item>
  );

  return (
    <PublishDrawer
      width={800}
      title={promotion ? t('promotions.edit') : t('promotions.new')}
      onClose={onClose}
      onPublish={() => form.submit()}
      publishing={save.isPending}
      publishText={t('promotions.save')}
      problem={problem}
    >
      <Form<PromotionValues>
        form={form}
        layout="vertical"
        initialValues={promotion ? toPromotionValues(promotion) : NEW_PROMOTION}
        onFinish={() => void submit()}
      >
        <Form.Item name="name" label={t('promotions.name')} extra={t('promotions.nameHint')}>
          <Input maxLength={80} />
        </Form.Item>

        <Divider orientation="left">{t('promotions.gives')}</Divider>
        {/* The kinds of saving side by side take more room than half the form in Malay. */}
        <Row gutter={16}>
          <Col span={14}>
            <Form.Item name="type" label={t('promotions.type')}>
              <Radio.Group
                optionType="button"
                options={PROMO_TYPES.map((value) => ({
                  value,
                  label: t(`promotions.types.${value}`),
                }))}
              />
            </Form.Item>
          </Col>
          <Col span={10}>
            <Form.Item
              name="value"
              label={t(`promotions.valueOf.${type}`)}
              extra={t(`promotions.valueHint.${type}`)}
            >
              {type === 'percent' ? (
                <Input inputMode="numeric" suffix="%" placeholder="10" />
              ) : (
                <Input inputMode="decimal" prefix="RM" placeholder="5.00" />
              )}
            </Form.Item>
          </Col>
        </Row>

        <Divider orientation="left">{t('promotions.for')}</Divider>
        <p className="muted">{t('promotions.scopeHint')}</p>
        <Form.Item name="kinds" label={t('promotions.kinds')}>
          <Checkbox.Group
            options={ORDER_KINDS.map((kind) => ({
              value: kind,
              label: t(`promotions.kind.${kind}`),
            }))}
          />
        </Form.Item>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="ticketIds" label={t('promotions.tickets')}>
              <Select
                {...multiple}
                options={tickets.map((ticket) => ({
                  value: ticket.id,
                  label: ticket.name[language],
                }))}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="variantIds" label={t('promotions.variants')}>
              <Select
                {...multiple}
                options={tickets.map((ticket) => ({
                  label: ticket.name[language],
                  options: ticket.variants.map((variant) => ({
                    value: variant.id,
                    label: `${ticket.name[language]} · ${variant.name[language]}`,
                  })),
                }))}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="goodsIds" label={t('promotions.goods')}>
              <Select {...multiple} options={goodsGroups} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="categoryIds" label={t('promotions.categories')}>
              <Select {...multiple} options={categoryGroups} />
            </Form.Item>
          </Col>
        </Row>

        <Divider orientation="left">{t('promotions.when')}</Divider>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item
              name="saleDates"
              label={t('promotions.saleDates')}
              extra={t('promotions.saleDatesHint')}
            >
              <DatePicker.RangePicker allowEmpty={[true, true]} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="visitDates"
              label={t('promotions.visitDates')}
              extra={t('promotions.visitDatesHint')}
            >
              <DatePicker.RangePicker allowEmpty={[true, true]} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>

        <Divider orientation="left">{t('promotions.limits')}</Divider>
        <Row gutter={16}>
          <Col span={12}>{limit('maxUses', 1_000_000)}</Col>
          <Col span={12}>{limit('maxPerVisitor', 1000)}</Col>
          <Col span={12}>{limit('maxUnitsPerOrder', 100)}</Col>
          <Col span={12}>
            <Form.Item
              name="minSpend"
              label={t('promotions.minSpend')}
              extra={t('promotions.minSpendHint')}
            >
              <Input inputMode="decimal" prefix="RM" placeholder="0.00" />
            </Form.Item>
          </Col>
        </Row>

        <Divider orientation="left">{t('promotions.codes')}</Divider>
        {promotion ? (
          <p>
            {promotion.code ? (
              <Typography.Text code>{promotion.code}</Typography.Text>
            ) : (
              t('promotions.batchOf', { count: promotion.codeCount })
            )}{' '}
            <span className="muted">{t('promotions.codesFixed')}</span>
          </p>
        ) : (
          <>
            <Form.Item name="codeMode">
              <Radio.Group
                options={(['shared', 'batch'] as const).map((mode) => ({
                  value: mode,
                  label: t(`promotions.codeMode.${mode}`),
                }))}
              />
            </Form.Item>
            {codeMode === 'shared' ? (
              <Form.Item
                name="code"
                label={t('promotions.sharedCode')}
                extra={t('promotions.sharedCodeHint')}
                normalize={(value: string) => normalisePromoCode(value ?? '')}
              >
                <Input maxLength={32} placeholder="SUMMER10" style={{ maxWidth: 320 }} />
              </Form.Item>
            ) : (
              <Row gutter={16}>
                <Col span={12}>
                  <Form.Item
                    name="count"
                    label={t('promotions.count')}
                    extra={t('promotions.countHint', { max: PROMO_BATCH_MAX })}
                  >
                    <InputNumber
                      min={1}
                      max={PROMO_BATCH_MAX}
                      precision={0}
                      style={{ width: '100%' }}
                    />
                  </Form.Item>
                </Col>
                <Col span={12}>
                  <Form.Item
                    name="prefix"
                    label={t('promotions.prefix')}
                    extra={t('promotions.prefixHint')}
                    normalize={(value: string) => normalisePromoCode(value ?? '')}
                  >
                    <Input maxLength={8} placeholder="PARTNER" />
                  </Form.Item>
                </Col>
              </Row>
            )}
          </>
        )}
      </Form>
    </PublishDrawer>
  );
}
