import type { GateCardMissing, GateScan } from '@scenic/contracts';
import { Alert, Form, Input, InputNumber, Modal, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '#console/lib/request.ts';
import { useCardMissing } from './api/card-missing';

interface Values {
  variantId: number;
  people: number;
  asVariantId: number;
  note: string;
}

/**
 * When a visitor cannot show the card their ticket type asks for (a MyKad, an OKU card): staff
 * choose the type and how many people, the type they are let in at instead, and say why. The
 * server records it with the difference to collect at the counter, and the answer says so.
 */
export function CardMissingDialog({
  scan,
  open,
  onClose,
  onRecorded,
}: {
  scan: GateScan;
  open: boolean;
  onClose: () => void;
  onRecorded: (result: GateCardMissing) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const record = useCardMissing();
  const [firstCheck] = scan.checks;
  const [chosen, setChosen] = useState<number | undefined>(firstCheck?.variantId);
  const line = scan.checks.find((check) => check.variantId === chosen);
  const boughtCheck = line ? line.check : null;
  // Those without the card are let in at a type that does not ask for the same card.
  const instead = scan.types.filter(
    (type) => type.id !== chosen && (type.check === null || type.check !== boughtCheck),
  );

  const submit = async () => {
    // A field left wrong says so under itself; nothing is sent.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    record.mutate(
      { orderNo: scan.orderNo, ...values },
      {
        onSuccess: (result) => {
          form.resetFields();
          onRecorded(result);
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      title={t('gate.cardMissingTitle')}
      okText={t('gate.admitInstead')}
      cancelText={t('common.cancel')}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={record.isPending}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ variantId: firstCheck?.variantId, people: 1 }}
        onValuesChange={(changed: Partial<Values>) => {
          if (changed.variantId !== undefined) {
            setChosen(changed.variantId);
            form.setFieldValue('asVariantId', undefined);
          }
        }}
      >
        <Form.Item name="variantId" label={t('gate.boughtType')} rules={[{ required: true }]}>
          <Radio.Group className="gate-dialog__choices">
            {scan.checks.map((check) => (
              <Radio key={check.variantId} value={check.variantId}>
                {t('gate.boughtLine', {
                  ticket: check.ticket,
                  check: check.check,
                  count: check.people,
                })}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        <Form.Item
          name="people"
          label={t('gate.peopleWithout')}
          rules={[{ required: true, message: t('gate.peopleInvalid') }]}
        >
          <InputNumber min={1} max={line?.people ?? 1} precision={0} />
        </Form.Item>
        <Form.Item
          name="asVariantId"
          label={t('gate.admitAs')}
          rules={[{ required: true, message: t('gate.admitAsRequired') }]}
        >
          <Radio.Group className="gate-dialog__choices">
            {instead.map((type) => (
              <Radio key={type.id} value={type.id}>
                {type.name} · RM {type.price}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        <Form.Item
          name="note"
          label={t('gate.why')}
          rules={[{ required: true, whitespace: true, message: t('gate.whyRequired') }]}
        >
          <Input.TextArea maxLength={300} rows={2} placeholder={t('gate.whyHint')} />
        </Form.Item>
      </Form>
      {record.isError && <Alert type="error" showIcon message={errorText(record.error)} />}
    </Modal>
  );
}
