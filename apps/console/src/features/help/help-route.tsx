import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import {
  type AgreementSaveBody,
  type ConsoleAgreement,
  type ConsoleHelp,
  type HelpSaveBody,
  MAX_AGREEMENT_TEXT,
  MAX_FAQ,
  MAX_FAQ_ANSWER,
  MAX_SHORT_TEXT,
} from '@scenic/contracts';
import { Alert, App, Button, Card, Checkbox, Col, Form, Input, Row, Space, Spin, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormProblem } from '#console/components/form-problem.tsx';
import { MarkdownFields } from '#console/components/markdown-fields.tsx';
import { TranslatedFields } from '#console/components/translated-fields.tsx';
import { formatTime } from '#console/lib/format.ts';
import { errorText } from '#console/lib/request.ts';
import { webAddressRule } from '#console/lib/web-address-rule.ts';
import { useAgreements, useHelp, useSaveAgreement, useSaveHelp } from './api/help';

const EMPTY = { zh: '', en: '', ma: '' };

/** Publishes a form's values, showing the server's refusal in the form and success as a message. */
function usePublish<Body>(save: (body: Body) => Promise<unknown>) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [problem, setProblem] = useState<string | null>(null);
  const publish = async (body: Body) => {
    setProblem(null);
    try {
      await save(body);
      message.success(t('content.published'));
    } catch (error) {
      setProblem(errorText(error));
    }
  };
  return { problem, setProblem, publish };
}

function HelpForm({ help }: { help: ConsoleHelp }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<HelpSaveBody>();
  const save = useSaveHelp();
  const { problem, setProblem, publish } = usePublish(save.mutateAsync);
  return (
    <Form<HelpSaveBody>
      form={form}
      layout="vertical"
      initialValues={help}
      onFinish={(values) => void publish({ ...values, faq: values.faq ?? [] })}
      onFinishFailed={() => setProblem(t('tickets.fixFields'))}
      scrollToFirstError
    >
      <FormProblem problem={problem} />
      <Card title={t('help.company')} style={{ marginBottom: 16 }}>
        <TranslatedFields name="company" label={t('help.companyName')} max={100} />
        <TranslatedFields name="address" label={t('help.address')} max={300} long />
        <Row gutter={12}>
          <Col span={8}>
            <Form.Item
              name="email"
              label={t('help.email')}
              rules={[{ type: 'email', message: t('help.emailRule') }]}
            >
              <Input maxLength={254} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item
              name="phone"
              label={t('help.phone')}
              rules={[{ pattern: /^\+?[\d\s()-]{5,}$/, message: t('help.phoneRule') }]}
            >
              <Input maxLength={40} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="url" label={t('help.website')} rules={[webAddressRule(t, true)]}>
              <Input maxLength={300} placeholder="https://" />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <Card title={t('help.faq')} extra={<span className="muted">{t('help.markdownHint')}</span>}>
        <Form.List name="faq">
          {(fields, { add, remove, move }) => (
            <>
              {fields.map((field, index) => (
                <Card
                  key={field.key}
                  size="small"
                  type="inner"
                  title={t('help.questionN', { n: index + 1 })}
                  style={{ marginBottom: 12 }}
                  extra={
                    <Space size={4}>
                      <Button
                        size="small"
                        disabled={index === 0}
                        onClick={() => move(index, index - 1)}
                        aria-label={t('help.moveUp', { n: index + 1 })}
                      >
                        ↑
                      </Button>
                      <Button
                        size="small"
                        disabled={index === fields.length - 1}
                        onClick={() => move(index, index + 1)}
                        aria-label={t('help.moveDown', { n: index + 1 })}
                      >
                        ↓
                      </Button>
                      <Button
                        size="small"
                        icon={<DeleteOutlined />}
                        onClick={() => remove(field.name)}
                        aria-label={t('help.removeQuestion', { n: index + 1 })}
                      />
                    </Space>
                  }
                >
                  <TranslatedFields
                    name={[field.name, 'question']}
                    label={t('help.question')}
                    max={200}
                  />
                  <MarkdownFields
                    name={[field.name, 'answer']}
                    label={t('help.answer')}
                    max={MAX_FAQ_ANSWER}
                    rows={3}
                  />
                </Card>
              ))}
              {fields.length < MAX_FAQ && (
                <Button
                  icon={<PlusOutlined />}
                  onClick={() => add({ question: EMPTY, answer: EMPTY })}
                >
                  {t('help.addQuestion')}
                </Button>
              )}
            </>
          )}
        </Form.List>
      </Card>
      <Button type="primary" htmlType="submit" loading={save.isPending} style={{ marginTop: 16 }}>
        {t('content.publish')}
      </Button>
    </Form>
  );
}

function AgreementForm({ agreement }: { agreement: ConsoleAgreement }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<AgreementSaveBody>();
  const save = useSaveAgreement();
  const { problem, setProblem, publish } = usePublish(save.mutateAsync);
  return (
    <Form<AgreementSaveBody>
      form={form}
      layout="vertical"
      // A privacy notice published as a new version is accepted again by every signed-in visitor
      // (decision 045); a correction of a typo is published as the same version.
      initialValues={{ ...agreement, newVersion: agreement.type === 'privacy' }}
      onFinish={(values) => void publish({ ...values, type: agreement.type })}
      onFinishFailed={() => setProblem(t('tickets.fixFields'))}
    >
      <FormProblem problem={problem} />
      <p className="muted">
        {agreement.updatedAt
          ? t('help.updatedAt', { time: formatTime(agreement.updatedAt) })
          : t('help.neverPublished')}
        {agreement.version > 0 && ` · ${t('help.version', { version: agreement.version })}`}
      </p>
      <TranslatedFields name="title" label={t('content.title')} max={MAX_SHORT_TEXT} />
      <MarkdownFields
        name="content"
        label={t('help.text')}
        max={MAX_AGREEMENT_TEXT}
        rows={14}
        extra={t('help.markdownHint')}
      />
      {agreement.type === 'privacy' && (
        <Form.Item name="newVersion" valuePropName="checked" extra={t('help.newVersionHint')}>
          <Checkbox>{t('help.newVersion')}</Checkbox>
        </Form.Item>
      )}
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('content.publish')}
      </Button>
    </Form>
  );
}

/** The help centre's company block and questions, and the agreements (role `content`). */
export function Component() {
  const { t } = useTranslation();
  const help = useHelp();
  const agreements = useAgreements();
  const byType = (type: ConsoleAgreement['type']) =>
    agreements.data?.list.find((agreement) => agreement.type === type);
  const failed = help.error ?? agreements.error;

  const agreementTab = (type: ConsoleAgreement['type']) => {
    const agreement = byType(type);
    return agreement ? <AgreementForm key={agreement.updatedAt} agreement={agreement} /> : <Spin />;
  };

  return (
    <PageContainer title={t('menu.help')} content={t('help.intro')}>
      {failed && <Alert type="error" showIcon message={errorText(failed)} />}
      <Tabs
        items={[
          {
            key: 'help',
            label: t('help.helpCentre'),
            children: help.data ? <HelpForm help={help.data} /> : <Spin />,
          },
          { key: 'privacy', label: t('help.privacy'), children: agreementTab('privacy') },
          { key: 'terms', label: t('help.terms'), children: agreementTab('terms') },
        ]}
      />
    </PageContainer>
  );
}
