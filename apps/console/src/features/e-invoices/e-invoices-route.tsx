import { PageContainer } from '@ant-design/pro-components';
import {
  type ConsoleEInvoice,
  E_INVOICE_STATES,
  E_INVOICE_STATUSES,
  type EInvoiceSettings,
  type EInvoiceState,
  eInvoiceSettingsSchema,
  validationMessage,
} from '@scenic/contracts';
import { Alert, App, Button, Card, Form, Input, Select, Switch, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '#console/lib/format.ts';
import { currentLanguage } from '#console/lib/i18n.ts';
import { errorText } from '#console/lib/request.ts';
import {
  type EInvoiceSettingsView,
  useEInvoiceSettings,
  useEInvoices,
  useResubmit,
  useSaveEInvoiceSettings,
} from './api/e-invoices';

const STATUS_COLOURS: Record<EInvoiceState, string> = {
  queued: 'default',
  submitted: 'processing',
  valid: 'success',
  invalid: 'error',
  cancelled: 'warning',
};

const FIELDS = ['msic', 'businessActivity', 'city', 'postcode', 'tourismTaxNumber'] as const;

function SettingsForm({ view }: { view: EInvoiceSettingsView }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const language = currentLanguage();
  const save = useSaveEInvoiceSettings();
  const [form] = Form.useForm<EInvoiceSettings>();
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async () => {
    setProblem(null);
    const checked = eInvoiceSettingsSchema.safeParse(form.getFieldsValue(true));
    form.setFields(
      [...FIELDS, 'state' as const].map((name) => {
        const issue = checked.error?.issues.find((found) => found.path[0] === name);
        return { name, errors: issue ? [validationMessage(issue.message, language)] : [] };
      }),
    );
    if (!checked.success) {
      setProblem(t('eInvoices.fixFields'));
      return;
    }
    try {
      await save.mutateAsync(checked.data);
      message.success(t('eInvoices.saved'));
    } catch (error) {
      setProblem(errorText(error));
    }
  };

  return (
    <Form<EInvoiceSettings>
      form={form}
      layout="vertical"
      initialValues={view.settings}
      onFinish={() => void submit()}
    >
      {!view.connected && (
        <Alert
          type="warning"
          showIcon
          message={t('eInvoices.notConnected')}
          style={{ marginBottom: 16 }}
        />
      )}
      {problem && <Alert type="error" showIcon message={problem} style={{ marginBottom: 16 }} />}
      <Form.Item
        name="enabled"
        label={t('eInvoices.enabled')}
        extra={t('eInvoices.enabledHint')}
        valuePropName="checked"
      >
        <Switch />
      </Form.Item>
      {FIELDS.map((name) => (
        <Form.Item key={name} name={name} label={t(`eInvoices.${name}`)}>
          <Input style={{ maxWidth: 480 }} />
        </Form.Item>
      ))}
      <Form.Item name="state" label={t('eInvoices.state')}>
        <Select
          style={{ maxWidth: 320 }}
          options={E_INVOICE_STATES.map((code) => ({ value: code, label: code }))}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('eInvoices.save')}
      </Button>
    </Form>
  );
}

function DocumentList() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [status, setStatus] = useState<EInvoiceState | undefined>();
  const [page, setPage] = useState(1);
  const list = useEInvoices(status, page);
  const resubmit = useResubmit();

  const again = async (id: number) => {
    try {
      await resubmit.mutateAsync(id);
      message.success(t('eInvoices.resubmitted'));
    } catch (error) {
      message.error(errorText(error));
    }
  };

  return (
    <>
      <Select
        allowClear
        placeholder={t('eInvoices.anyStatus')}
        aria-label={t('eInvoices.statusFilter')}
        style={{ width: 200, marginBottom: 16 }}
        value={status}
        onChange={(value) => {
          setStatus(value);
          setPage(1);
        }}
        options={E_INVOICE_STATUSES.map((value) => ({
          value,
          label: t(`eInvoices.status.${value}`),
        }))}
      />
      {list.isError && <Alert type="error" showIcon message={errorText(list.error)} />}
      <Table<ConsoleEInvoice>
        rowKey="id"
        loading={list.isPending}
        dataSource={list.data?.items ?? []}
        pagination={{
          current: page,
          pageSize: 20,
          total: list.data?.total ?? 0,
          onChange: setPage,
        }}
        columns={[
          { title: t('eInvoices.number'), dataIndex: 'number' },
          {
            title: t('eInvoices.kind'),
            dataIndex: 'kind',
            render: (kind: string) => t(`eInvoices.kinds.${kind}`),
          },
          {
            title: t('eInvoices.covers'),
            render: (_, row) =>
              row.period
                ? t('eInvoices.month', { month: row.period })
                : row.orderId
                  ? t('eInvoices.order', { id: row.orderId })
                  : '',
          },
          {
            title: t('eInvoices.state'),
            render: (_, row) => (
              <>
                <Tag color={STATUS_COLOURS[row.status]}>{t(`eInvoices.status.${row.status}`)}</Tag>
                {row.validationLink && (
                  <a href={row.validationLink} target="_blank" rel="noreferrer">
                    {t('eInvoices.link')}
                  </a>
                )}
              </>
            ),
          },
          {
            title: t('eInvoices.errors'),
            render: (_, row) =>
              row.errors.length > 0 && (
                <ul style={{ margin: 0, paddingInlineStart: 16 }}>
                  {row.errors.map((error) => (
                    <li key={error}>{error}</li>
                  ))}
                </ul>
              ),
          },
          {
            title: t('eInvoices.attempts'),
            render: (_, row) =>
              row.status === 'queued' && row.attempts > 0
                ? t('eInvoices.retrying', { n: row.attempts, time: formatTime(row.nextAttemptAt) })
                : row.attempts,
          },
          {
            title: '',
            render: (_, row) =>
              row.status === 'invalid' && (
                <Button
                  size="small"
                  onClick={() => void again(row.id)}
                  loading={resubmit.isPending}
                >
                  {t('eInvoices.resubmit')}
                </Button>
              ),
          },
        ]}
      />
    </>
  );
}

/** E-invoices (admin): what was sent to LHDN's MyInvois and how it fared, and the settings (decision 046). */
export function Component() {
  const { t } = useTranslation();
  const settings = useEInvoiceSettings();
  const view = settings.data;
  return (
    <PageContainer title={t('menu.eInvoices')} content={t('eInvoices.intro')}>
      <Card title={t('eInvoices.documents')} style={{ marginBottom: 16 }}>
        <DocumentList />
      </Card>
      <Card title={t('eInvoices.settings')}>
        {settings.isError && <Alert type="error" showIcon message={errorText(settings.error)} />}
        {view && <SettingsForm key={JSON.stringify(view.settings)} view={view} />}
      </Card>
    </PageContainer>
  );
}
