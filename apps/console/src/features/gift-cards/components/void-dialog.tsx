import { type ConsoleGiftCard, voidGiftCardBodySchema } from '@scenic/contracts';
import { App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormProblem } from '#console/components/form-problem.tsx';
import { currentLanguage } from '#console/lib/i18n.ts';
import { errorText } from '#console/lib/request.ts';
import { useVoidGiftCard } from '../api/gift-cards';
import { cardCode, fieldErrors, refusalField } from '../gift-card-values';

const REASON_MAX = 200;

/**
 * Void a card, with a reason: its holder can no longer pay with it. Nothing is sent until a
 * second, explicit confirmation names the balance that is lost with it.
 */
export function VoidDialog({ card, onClose }: { card: ConsoleGiftCard; onClose: () => void }) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const language = currentLanguage();
  const voiding = useVoidGiftCard();
  const [form] = Form.useForm<{ reason: string }>();
  const [problem, setProblem] = useState<string | null>(null);
  const code = cardCode(card.code);

  /** The reason's message under it, or none. */
  const showError = (error: string | undefined) =>
    form.setFields([{ name: 'reason', errors: error ? [error] : [] }]);

  const send = async (body: { id: number; reason: string }) => {
    try {
      await voiding.mutateAsync(body);
      message.success(t('giftCards.voided', { code }));
      onClose();
    } catch (error) {
      if (refusalField(error, language) === 'reason') showError(errorText(error));
      else setProblem(errorText(error));
    }
  };

  const submit = () => {
    setProblem(null);
    const reason: string = form.getFieldValue('reason') ?? '';
    const checked = voidGiftCardBodySchema.safeParse({ id: card.id, reason });
    if (!checked.success) {
      showError(fieldErrors(checked.error.issues, language).reason);
      return;
    }
    showError(undefined);
    modal.confirm({
      title: t('giftCards.voidConfirmTitle', { amount: card.balance }),
      content: t('giftCards.voidConfirmText', { code, amount: card.balance }),
      okText: t('giftCards.voidConfirmOk'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => send(checked.data),
    });
  };

  return (
    <Modal
      open
      title={t('giftCards.voidTitle', { code })}
      okText={t('giftCards.voidNext')}
      okButtonProps={{ danger: true }}
      confirmLoading={voiding.isPending}
      cancelText={t('common.cancel')}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <FormProblem problem={problem} />
      <p>{t('giftCards.voidText', { amount: card.balance, value: card.value })}</p>
      <Form form={form} layout="vertical" initialValues={{ reason: '' }}>
        <Form.Item
          name="reason"
          label={t('giftCards.reason')}
          required
          extra={t('giftCards.voidReasonHint')}
        >
          <Input.TextArea maxLength={REASON_MAX} rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
