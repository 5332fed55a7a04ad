import { SECTION_KEYWORDS, type SectionKeyword } from '@scenic/contracts';
import { Form, Input, Radio, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ActionValues } from '#console/lib/banner-action.ts';
import { usePickableItems } from '#console/lib/pick-items.ts';
import { webAddressRule } from '#console/lib/web-address-rule.ts';

/**
 * What a tap opens (SPEC §2's banner actions): nothing, an outside address, a section, or one
 * item picked from the lists visitors see. `name` is where the fields sit in the form: `[]` for
 * the top level (a banner), or a promo's path (`['map', 'action']`).
 */
export function ActionFields({ name = [] }: { name?: (string | number)[] }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const actionType = Form.useWatch([...name, 'actionType'], form) as ActionValues['actionType'];
  const target = Form.useWatch([...name, 'target'], form) as SectionKeyword | undefined;
  const items = usePickableItems(actionType === 4 ? target : undefined);

  return (
    <>
      <Form.Item name={[...name, 'actionType']} label={t('content.whenTapped')}>
        <Radio.Group
          options={[1, 2, 3, 4].map((type) => ({
            value: type,
            label: t(`content.action.${type}`),
          }))}
        />
      </Form.Item>
      {actionType === 2 && (
        <Form.Item
          name={[...name, 'url']}
          label={t('content.url')}
          rules={[{ required: true, message: t('content.urlRule') }, webAddressRule(t)]}
        >
          <Input placeholder="https://" />
        </Form.Item>
      )}
      {actionType === 3 && (
        <Form.Item
          name={[...name, 'section']}
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
            name={[...name, 'target']}
            label={t('content.kindOfItem')}
            rules={[{ required: true, message: t('content.chooseSection') }]}
            style={{ width: 200 }}
          >
            <Select
              options={SECTION_KEYWORDS.map((value) => ({
                value,
                label: t(`content.kind.${value}`),
              }))}
              onChange={() => form.setFieldValue([...name, 'itemId'], undefined)}
            />
          </Form.Item>
          <Form.Item
            name={[...name, 'itemId']}
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
    </>
  );
}
