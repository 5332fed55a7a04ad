import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { ConsoleGateCheck, GateCheckSave } from '@scenic/contracts';
import { Alert, App, Button, Drawer, Form, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TranslatedFields } from '#console/components/translated-fields.tsx';
import { currentLanguage } from '#console/lib/i18n.ts';
import { errorText } from '#console/lib/request.ts';
import { useDeleteGateCheck, useGateChecks, useSaveGateCheck } from '../api/tickets';

type Values = Pick<GateCheckSave, 'name'>;

/**
 * The cards the gate checks for ticket types priced for who the visitor is (MyKad, MyKid, OKU
 * card, student card, proof of age): named in three languages, as visitors and gate staff read
 * them. A card a ticket type still asks for cannot be removed; the list says how many do.
 */
export function GateChecksDrawer({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const language = currentLanguage();
  const checks = useGateChecks();
  const save = useSaveGateCheck();
  const remove = useDeleteGateCheck();
  const [form] = Form.useForm<Values>();
  const [editing, setEditing] = useState<ConsoleGateCheck | 'new' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const startEditing = (check: ConsoleGateCheck | 'new') => {
    setProblem(null);
    setEditing(check);
    form.setFieldsValue({
      name: check === 'new' ? { zh: '', en: '', ma: '' } : check.name,
    });
  };

  const submit = async (values: Values) => {
    setProblem(null);
    try {
      await save.mutateAsync({
        ...(editing && editing !== 'new' ? { id: editing.id } : {}),
        name: values.name,
      });
      setEditing(null);
      message.success(t('content.published'));
    } catch (error) {
      setProblem(errorText(error));
    }
  };

  const confirmRemove = (check: ConsoleGateCheck) =>
    modal.confirm({
      title: t('gateChecks.removeTitle', { name: check.name[language] }),
      content: t('gateChecks.removeText'),
      okText: t('gateChecks.remove'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () =>
        remove
          .mutateAsync({ id: check.id })
          .then(() => message.success(t('gateChecks.removed')))
          .catch((error) => message.error(errorText(error))),
    });

  return (
    <Drawer open width={640} title={t('gateChecks.title')} onClose={onClose}>
      <p className="muted">{t('gateChecks.intro')}</p>
      {checks.isError && <Alert type="error" showIcon message={errorText(checks.error)} />}
      <Table<ConsoleGateCheck>
        rowKey="id"
        size="small"
        loading={checks.isPending}
        dataSource={checks.data?.list ?? []}
        pagination={false}
        locale={{ emptyText: t('gateChecks.none') }}
        columns={[
          {
            title: t('gateChecks.name'),
            key: 'name',
            render: (_value, row) => (
              <Space direction="vertical" size={0}>
                <strong>{row.name[language]}</strong>
                <span className="muted">{[row.name.zh, row.name.en, row.name.ma].join(' · ')}</span>
              </Space>
            ),
          },
          {
            title: t('gateChecks.used'),
            dataIndex: 'used',
            width: 120,
            render: (used: number) => t('gateChecks.usedBy', { count: used }),
          },
          {
            title: '',
            key: 'actions',
            width: 96,
            render: (_value, row) => (
              <Space size={4}>
                <Button
                  size="small"
                  icon={<EditOutlined />}
                  aria-label={t('gateChecks.editOf', { name: row.name[language] })}
                  onClick={() => startEditing(row)}
                />
                <Button
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('gateChecks.removeOf', { name: row.name[language] })}
                  disabled={row.used > 0}
                  title={row.used > 0 ? t('gateChecks.inUse') : undefined}
                  onClick={() => confirmRemove(row)}
                />
              </Space>
            ),
          },
        ]}
      />
      {editing ? (
        <Form<Values>
          form={form}
          layout="vertical"
          className="gate-checks__form"
          onFinish={(values) => void submit(values)}
        >
          <TranslatedFields
            name="name"
            label={editing === 'new' ? t('gateChecks.newName') : t('gateChecks.name')}
            max={40}
          />
          {problem && <Alert type="error" showIcon message={problem} />}
          <Space>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {t('gateChecks.save')}
            </Button>
            <Button onClick={() => setEditing(null)}>{t('common.cancel')}</Button>
          </Space>
        </Form>
      ) : (
        <Button
          className="gate-checks__add"
          icon={<PlusOutlined />}
          onClick={() => startEditing('new')}
        >
          {t('gateChecks.add')}
        </Button>
      )}
    </Drawer>
  );
}
