import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { LOCALES, MAX_SPEC_NAME, MAX_SPEC_OPTIONS, MAX_SPECS } from '@scenic/contracts';
import { Button, Card, Col, Form, Input, Row, Space } from 'antd';
import { useTranslation } from 'react-i18next';

let nextKey = 0;
/** A key for a new spec or option: it stays with it while staff rename or reorder. */
export const newKey = (prefix: string) => `${prefix}-new-${++nextKey}`;
const emptyText = () => ({ zh: '', en: '', ma: '' });

/** One name in three languages on one line, each required and named when missing. */
function NameInThree({ path, label }: { path: (string | number)[]; label: string }) {
  const { t } = useTranslation();
  return (
    <Row gutter={8} style={{ flex: 1 }}>
      {LOCALES.map((locale) => (
        <Col span={8} key={locale}>
          <Form.Item
            name={[...path, locale]}
            style={{ marginBottom: 8 }}
            rules={[
              {
                required: true,
                whitespace: true,
                message: t('content.missingIn', { language: t(`content.language.${locale}`) }),
              },
            ]}
          >
            <Input
              maxLength={MAX_SPEC_NAME}
              placeholder={t(`content.language.${locale}`)}
              aria-label={`${label} (${t(`content.language.${locale}`)})`}
            />
          </Form.Item>
        </Col>
      ))}
    </Row>
  );
}

/**
 * Specs (size, colour, portion...) and their options, each named in zh, en and ma. The price and
 * stock table below follows them: one row per combination of options.
 */
export function SpecsEditor() {
  const { t } = useTranslation();
  return (
    <Form.List name="specs">
      {(specs, { add, remove }) => (
        <Space direction="vertical" style={{ width: '100%' }}>
          {specs.map((spec, specIndex) => (
            <Card
              key={spec.key}
              size="small"
              title={t('catalogue.specN', { n: specIndex + 1 })}
              extra={
                <Button
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  onClick={() => remove(spec.name)}
                >
                  {t('catalogue.removeSpec')}
                </Button>
              }
            >
              <Form.Item name={[spec.name, 'key']} hidden>
                <Input />
              </Form.Item>
              <Space align="start" style={{ width: '100%' }}>
                <span className="spec-label">{t('catalogue.specName')}</span>
                <NameInThree
                  path={[spec.name, 'name']}
                  label={t('catalogue.specN', { n: specIndex + 1 })}
                />
              </Space>
              <Form.List name={[spec.name, 'options']}>
                {(options, optionOps) => (
                  <>
                    {options.map((option, optionIndex) => (
                      <Space key={option.key} align="start" style={{ width: '100%' }}>
                        <Form.Item name={[option.name, 'key']} hidden>
                          <Input />
                        </Form.Item>
                        <span className="spec-label">
                          {t('catalogue.optionN', { n: optionIndex + 1 })}
                        </span>
                        <NameInThree
                          path={[option.name, 'name']}
                          label={`${t('catalogue.specN', { n: specIndex + 1 })}, ${t('catalogue.optionN', { n: optionIndex + 1 })}`}
                        />
                        <Button
                          type="text"
                          danger
                          icon={<DeleteOutlined />}
                          disabled={options.length <= 1}
                          aria-label={t('catalogue.removeOption', { n: optionIndex + 1 })}
                          onClick={() => optionOps.remove(option.name)}
                        />
                      </Space>
                    ))}
                    <Button
                      size="small"
                      icon={<PlusOutlined />}
                      disabled={options.length >= MAX_SPEC_OPTIONS}
                      onClick={() => optionOps.add({ key: newKey('option'), name: emptyText() })}
                    >
                      {t('catalogue.addOption')}
                    </Button>
                  </>
                )}
              </Form.List>
            </Card>
          ))}
          <Button
            icon={<PlusOutlined />}
            disabled={specs.length >= MAX_SPECS}
            onClick={() =>
              add({
                key: newKey('spec'),
                name: emptyText(),
                options: [{ key: newKey('option'), name: emptyText() }],
              })
            }
          >
            {t('catalogue.addSpec')}
          </Button>
        </Space>
      )}
    </Form.List>
  );
}
