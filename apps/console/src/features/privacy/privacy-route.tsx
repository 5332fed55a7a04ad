import { PageContainer } from '@ant-design/pro-components';
import {
  RETENTION_KINDS,
  type RetentionKind,
  type RetentionSettings,
  type RetentionView,
  retentionSettingsSchema,
  validationMessage,
} from '@scenic/contracts';
import { Alert, App, Button, Card, Descriptions, Form, InputNumber, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '#console/lib/format.ts';
import { currentLanguage } from '#console/lib/i18n.ts';
import { errorText } from '#console/lib/request.ts';
import { useRetention, useSaveRetention } from './api/retention';

function RetentionForm({ view }: { view: RetentionView }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const language = currentLanguage();
  const save = useSaveRetention();
  const [form] = Form.useForm<RetentionSettings>();
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async () => {
    setProblem(null);
    const values = form.getFieldsValue(true) as Partial<Record<RetentionKind, number | null>>;
    const checked = retentionSettingsSchema.safeParse(
      Object.fromEntries(RETENTION_KINDS.map((kind) => [kind, values[kind] ?? undefined])),
    );
    // Each period out of range is said under its field, in the server's words.
    form.setFields(
      RETENTION_KINDS.map((kind) => {
        const issue = checked.error?.issues.find((found) => found.path[0] === kind);
        return { name: kind, errors: issue ? [validationMessage(issue.message, language)] : [] };
      }),
    );
    if (!checked.success) {
      setProblem(t('privacy.fixFields'));
      return;
    }
    try {
      await save.mutateAsync(checked.data);
      message.success(t('privacy.saved'));
    } catch (error) {
      setProblem(errorText(error));
    }
  };

  return (
    <Form<RetentionSettings>
      form={form}
      layout="vertical"
      initialValues={view.settings}
      onFinish={() => void submit()}
    >
      {problem && <Alert type="error" showIcon message={problem} style={{ marginBottom: 16 }} />}
      {RETENTION_KINDS.map((kind) => (
        <Form.Item
          key={kind}
          name={kind}
          label={t(`privacy.${kind}`)}
          extra={t(`privacy.${kind}Hint`)}
        >
          {/* Out of range is said under the field rather than clamped. */}
          <InputNumber precision={0} addonAfter={t('privacy.days')} style={{ width: 200 }} />
        </Form.Item>
      ))}
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('privacy.save')}
      </Button>
    </Form>
  );
}

/** Personal data (admin): how long what the park no longer needs is kept (decision 045). */
export function Component() {
  const { t } = useTranslation();
  const retention = useRetention();
  const view = retention.data;
  return (
    <PageContainer title={t('menu.privacy')} content={t('privacy.intro')}>
      {retention.isError && <Alert type="error" showIcon message={errorText(retention.error)} />}
      {retention.isPending && <Skeleton active />}
      {view && (
        <>
          <Card style={{ marginBottom: 16 }}>
            {/* Keyed by what is stored, so a save shows the periods as the server kept them. */}
            <RetentionForm key={JSON.stringify(view.settings)} view={view} />
          </Card>
          <Card>
            <p>
              {view.lastRun
                ? t('privacy.lastRun', { time: formatTime(view.lastRun.at) })
                : t('privacy.neverRun')}
              {' · '}
              {t('privacy.nextRun', { time: formatTime(view.nextRunAt) })}
            </p>
            {view.lastRun && (
              <Descriptions size="small" column={1} title={t('privacy.purged')}>
                {RETENTION_KINDS.map((kind) => (
                  <Descriptions.Item key={kind} label={t(`privacy.${kind}`)}>
                    {view.lastRun?.purged[kind] ?? 0}
                  </Descriptions.Item>
                ))}
              </Descriptions>
            )}
            <p className="muted">{t('privacy.visitorRights')}</p>
          </Card>
        </>
      )}
    </PageContainer>
  );
}
