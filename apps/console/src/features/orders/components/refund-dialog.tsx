import type { ConsoleOrderDetail } from '@scenic/contracts';
import { senToRm } from '@scenic/contracts';
import { App, Form, Input, InputNumber, Modal, Radio, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormProblem } from '#console/components/form-problem.tsx';
import { useRefundOrder } from '../api/refund-order';
import { previewSen, refundableSen } from '../refund-amounts';

type Props = { detail: ConsoleOrderDetail; onClose: () => void };

const REASON_MAX = 300;

/**
 * Refund the whole order or some units of some lines, with a reason. Money moves only after a
 * second, explicit confirmation naming the amount.
 */
export function RefundDialog({ detail, onClose }: Props) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const refund = useRefundOrder();
  const [whole, setWhole] = useState(true);
  const [units, setUnits] = useState<Record<number, number>>({});
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const amount = previewSen(detail, whole, units);

  const submit = () => {
    if (!reason.trim()) return setProblem(t('refund.reasonRequired'));
    if (amount <= 0) return setProblem(t('refund.chooseUnits'));
    setProblem(null);
    modal.confirm({
      title: t('refund.confirmTitle', { amount: senToRm(amount) }),
      content: t('refund.confirmText', { orderNo: detail.order.orderNo }),
      okText: t('refund.confirmOk'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        const lines = whole
          ? undefined
          : Object.entries(units)
              .filter(([, quantity]) => quantity > 0)
              .map(([lineId, quantity]) => ({ lineId: Number(lineId), quantity }));
        try {
          const result = await refund.mutateAsync({ id: detail.order.id, lines, reason });
          message.success(
            t(result.status === 'pending' ? 'refund.sentPending' : 'refund.done', {
              amount: result.amount,
            }),
          );
          onClose();
        } catch (error) {
          setProblem((error as Error).message);
        }
      },
    });
  };

  return (
    <Modal
      open
      title={t('refund.title', { orderNo: detail.order.orderNo })}
      okText={t('refund.next', { amount: senToRm(amount) })}
      okButtonProps={{ danger: true, disabled: amount <= 0 }}
      cancelText={t('common.cancel')}
      onOk={submit}
      onCancel={onClose}
      width={640}
      destroyOnHidden
    >
      <Form layout="vertical">
        <FormProblem problem={problem} />
        <Form.Item label={t('refund.what')}>
          <Radio.Group
            value={whole ? 'whole' : 'lines'}
            onChange={(event) => setWhole(event.target.value === 'whole')}
            options={[
              {
                value: 'whole',
                label: t('refund.whole', { amount: senToRm(refundableSen(detail)) }),
              },
              { value: 'lines', label: t('refund.someLines') },
            ]}
          />
        </Form.Item>
        {!whole && (
          <Table
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={detail.lines}
            style={{ marginBottom: 16 }}
            columns={[
              { title: t('orders.item'), dataIndex: 'name' },
              {
                title: t('orders.unitPrice'),
                dataIndex: 'unitPrice',
                align: 'right',
                render: (value: string) => `RM ${value}`,
              },
              {
                title: t('refund.unitsToRefund'),
                key: 'units',
                render: (_value, line) => {
                  const max = line.quantity - line.refunded;
                  return (
                    <InputNumber
                      aria-label={t('refund.unitsOf', { name: line.name })}
                      min={0}
                      max={max}
                      precision={0}
                      disabled={max === 0}
                      value={units[line.id] ?? 0}
                      onChange={(value) => setUnits({ ...units, [line.id]: value ?? 0 })}
                      addonAfter={`/ ${max}`}
                    />
                  );
                },
              },
            ]}
          />
        )}
        <Form.Item label={t('refund.reason')} required>
          <Input.TextArea
            aria-label={t('refund.reason')}
            value={reason}
            maxLength={REASON_MAX}
            showCount
            rows={3}
            placeholder={t('refund.reasonHint')}
            onChange={(event) => setReason(event.target.value)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
