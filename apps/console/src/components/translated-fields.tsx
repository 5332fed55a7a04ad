import { LOCALES } from '@scenic/contracts';
import { Col, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * One text in the three languages side by side. Each is required, and an empty one says which
 * language is missing before anything is sent: visitors never meet a blank title.
 */
export function TranslatedFields({
  name,
  label,
  max,
  long = false,
  rows = 2,
}: {
  /** The field's name, its index in a Form.List, or its path (`[index, 'name']`). */
  name: string | number | (string | number)[];
  label: string;
  max: number;
  long?: boolean;
  /** Lines a long text shows before it scrolls. */
  rows?: number;
}) {
  const { t } = useTranslation();
  return (
    <Form.Item label={label} required style={{ marginBottom: 0 }}>
      <Row gutter={12}>
        {LOCALES.map((locale) => (
          <Col span={8} key={locale}>
            <Form.Item
              name={[...[name].flat(), locale]}
              rules={[
                {
                  required: true,
                  whitespace: true,
                  message: t('content.missingIn', { language: t(`content.language.${locale}`) }),
                },
              ]}
            >
              {long ? (
                <Input.TextArea
                  rows={rows}
                  maxLength={max}
                  placeholder={t(`content.language.${locale}`)}
                  aria-label={`${label} (${t(`content.language.${locale}`)})`}
                />
              ) : (
                <Input
                  maxLength={max}
                  placeholder={t(`content.language.${locale}`)}
                  aria-label={`${label} (${t(`content.language.${locale}`)})`}
                />
              )}
            </Form.Item>
          </Col>
        ))}
      </Row>
    </Form.Item>
  );
}
