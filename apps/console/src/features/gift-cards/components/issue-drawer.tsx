import {
  GIFT_CARD_MAX_RM,
  type IssuedGiftCard,
  type IssueGiftCardBody,
  issueGiftCardBodySchema,
} from '@scenic/contracts';
import { Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PublishDrawer } from '#console/components/publish-drawer.tsx';
import { currentLanguage } from '#console/lib/i18n.ts';
import { errorText } from '#console/lib/request.ts';
import { useIssueGiftCard } from '../api/gift-cards';
import { fieldErrors, refusalField } from '../gift-card-values';

type IssueField = keyof IssueGiftCardBody;

const REASON_MAX = 200;

/**
 * Issue a card by hand (compensation, a prize): its amount and why. The form is checked with the
 * schema the server uses, so each message stands under its own field, and so do the server's.
 * The new card's code and PIN are handed on to be shown once.
 */
export function IssueDrawer({
  onClose,
  onIssued,
}: {
  onClose: () => void;
  onIssued: (issued: IssuedGiftCard) => void;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [form] = Form.useForm<IssueGiftCardBody>();
  const issue = useIssueGiftCard();
  const [problem, setProblem] = useState<string | null>(null);

  /** Puts each message under its field, and clears the messages of fields now right. */
  const showErrors = (errors: Partial<Record<IssueField, string>>) =>
    form.setFields(
      (['amount', 'reason'] as const).map((name) => ({
        name,
        errors: errors[name] ? [errors[name]] : [],
      })),
    );

  const submit = async () => {
    setProblem(null);
    const values = form.getFieldsValue(true) as Partial<IssueGiftCardBody>;
    const body = { amount: (values.amount ?? '').trim(), reason: values.reason ?? '' };
    const checked = issueGiftCardBodySchema.safeParse(body);
    if (!checked.success) {
      showErrors(fieldErrors(checked.error.issues, language));
      setProblem(t('giftCards.fixFields'));
      return;
    }
    showErrors({});
    try {
      const issued = await issue.mutateAsync(checked.data);
      onIssued(issued);
    } catch (error) {
      const field = refusalField(error, language);
      if (field === 'amount' || field === 'reason') {
        showErrors({ [field]: errorText(error) });
        setProblem(t('giftCards.fixFields'));
      } else {
        setProblem(errorText(error));
      }
    }
  };

  return (
    <PublishDrawer
      width={520}
      title={t('giftCards.issueTitle')}
      onClose={onClose}
      onPublish={() => form.submit()}
      publishing={issue.isPending}
      publishText={t('giftCards.issueButton')}
      problem={problem}
    >
      <p className="muted">{t('giftCards.issueIntro')}</p>
      <Form<IssueGiftCardBody>
        form={form}
        layout="vertical"
        initialValues={{ amount: '', reason: '' }}
        onFinish={() => void submit()}
      >
        <Form.Item
          name="amount"
          label={t('giftCards.amount')}
          extra={t('giftCards.amountHint', { max: GIFT_CARD_MAX_RM })}
        >
          <Input inputMode="decimal" prefix="RM" placeholder="50.00" style={{ maxWidth: 200 }} />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('giftCards.reason')}
          extra={t('giftCards.issueReasonHint')}
        >
          <Input.TextArea rows={3} maxLength={REASON_MAX} showCount />
        </Form.Item>
      </Form>
    </PublishDrawer>
  );
}
