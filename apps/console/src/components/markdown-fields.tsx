import { LOCALES, type Locale } from '@scenic/contracts';
import { Col, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { MarkdownPreview } from './markdown-preview';

function LanguagePreview({ path }: { path: (string | number)[] }) {
  const form = Form.useFormInstance();
  const text = Form.useWatch(path, form) as string | undefined;
  return <MarkdownPreview text={text ?? ''} />;
}

/**
 * A long text in Markdown in the three languages side by side, each with how it will read on a
 * phone under it. Every language is required; an empty one is named before anything is sent.
 */
export function MarkdownFields({
  name,
  label,
  max,
  rows = 8,
  extra,
}: {
  name: (string | number)[] | string;
  label: string;
  max: number;
  rows?: number;
  extra?: string;
}) {
  const { t } = useTranslation();
  const base = [name].flat();
  const languageName = (locale: Locale) => t(`content.language.${locale}`);
  return (
    <Form.Item label={label} required extra={extra} style={{ marginBottom: 8 }}>
      <Row gutter={12}>
        {LOCALES.map((locale) => (
          <Col span={8} key={locale}>
            <Form.Item
              name={[...base, locale]}
              rules={[
                {
                  required: true,
                  whitespace: true,
                  message: t('content.missingIn', { language: languageName(locale) }),
                },
              ]}
              style={{ marginBottom: 8 }}
            >
              <Input.TextArea
                rows={rows}
                maxLength={max}
                placeholder={languageName(locale)}
                aria-label={`${label} (${languageName(locale)})`}
              />
            </Form.Item>
            <LanguagePreview path={[...base, locale]} />
          </Col>
        ))}
      </Row>
    </Form.Item>
  );
}
