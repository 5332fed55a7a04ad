import type { CounterRental } from '@scenic/contracts';
import { App, Form, Input, Modal, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormProblem } from '#console/components/form-problem.tsx';
import { useCounterStep } from './api/counter';

/** Taking a rental back: the deposit is released, or kept with a reason the visitor will read. */
export function TakeBackDialog({
  rental,
  onClose,
}: {
  rental: CounterRental;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const step = useCounterStep();
  const [keep, setKeep] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async () => {
    if (keep && !reason.trim()) return setProblem(t('counter.keepReasonRequired'));
    try {
      await step.mutateAsync({
        orderNo: rental.orderNo,
        to: 'completed',
        ...(keep ? { depositKept: reason.trim() } : {}),
      });
      message.success(keep ? t('counter.backKept') : t('counter.backReleased'));
      onClose();
    } catch (error) {
      setProblem((error as Error).message);
    }
  };

  return (
    <Modal
      open
      title={t('counter.takeBackTitle', { orderNo: rental.orderNo })}
      okText={t('counter.takeBack')}
      cancelText={t('common.cancel')}
      confirmLoading={step.isPending}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical">
        <FormProblem problem={problem} />
        <Form.Item label={t('counter.depositOf', { deposit: rental.deposit })}>
          <Radio.Group
            value={keep ? 'keep' : 'release'}
            onChange={(event) => setKeep(event.target.value === 'keep')}
            options={[
              { value: 'release', label: t('counter.release') },
              { value: 'keep', label: t('counter.keep') },
            ]}
          />
        </Form.Item>
        {keep && (
          <Form.Item label={t('counter.keepReason')} required>
            <Input.TextArea
              aria-label={t('counter.keepReason')}
              value={reason}
              maxLength={300}
              showCount
              rows={3}
              placeholder={t('counter.keepReasonHint')}
              onChange={(event) => setReason(event.target.value)}
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
