import { type GiftCardSettings, giftCardSettingsSchema } from '@scenic/contracts';
import { Alert, App, Form, InputNumber, Skeleton, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PublishDrawer } from '#console/components/publish-drawer.tsx';
import { currentLanguage } from '#console/lib/i18n.ts';
import { errorText } from '#console/lib/request.ts';
import { useGiftCardSettings, useSaveGiftCardSettings } from '../api/settings';
import { fieldErrors, refusalField } from '../gift-card-values';

/**
 * The operator's gift-card rules (admin): whether new cards get a PIN, and how many months a new
 * card pays for. Cards already issued keep the PIN and date they were issued with.
 */
export function SettingsDrawer({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const language = currentLanguage();
  const settings = useGiftCardSettings();
  const save = useSaveGiftCardSettings();
  const [form] = Form.useForm<GiftCardSettings>();
  const [problem, setProblem] = useState<string | null>(null);

  const showError = (error: string | undefined) =>
    form.setFields([{ name: 'validityMonths', errors: error ? [error] : [] }]);

  const submit = async () => {
    setProblem(null);
    const values = form.getFieldsValue(true) as Partial<GiftCardSettings>;
    const checked = giftCardSettingsSchema.safeParse({
      pin: values.pin ?? false,
      validityMonths: values.validityMonths ?? undefined,
    });
    if (!checked.success) {
      showError(fieldErrors(checked.error.issues, language).validityMonths);
      setProblem(t('giftCards.fixFields'));
      return;
    }
    showError(undefined);
    try {
      await save.mutateAsync(checked.data);
      message.success(t('giftCards.settingsSaved'));
      onClose();
    } catch (error) {
      if (refusalField(error, language) === 'validityMonths') {
        showError(errorText(error));
        setProblem(t('giftCards.fixFields'));
      } else {
        setProblem(errorText(error));
      }
    }
  };

  return (
    <PublishDrawer
      width={520}
      title={t('giftCards.settingsTitle')}
      onClose={onClose}
      onPublish={() => form.submit()}
      publishing={save.isPending}
      publishText={t('giftCards.save')}
      problem={problem}
    >
      {settings.isError && <Alert type="error" showIcon message={errorText(settings.error)} />}
      {settings.isPending && <Skeleton active paragraph={{ rows: 2 }} />}
      {settings.data && (
        <Form<GiftCardSettings>
          form={form}
          layout="vertical"
          initialValues={settings.data}
          onFinish={() => void submit()}
        >
          <Form.Item
            name="pin"
            label={t('giftCards.pinSwitch')}
            valuePropName="checked"
            extra={t('giftCards.pinHint')}
          >
            <Switch />
          </Form.Item>
          <Form.Item
            name="validityMonths"
            label={t('giftCards.validityMonths')}
            extra={t('giftCards.validityHint')}
          >
            {/* Out of range is said under the field, in the server's words, rather than clamped. */}
            <InputNumber precision={0} addonAfter={t('giftCards.months')} style={{ width: 200 }} />
          </Form.Item>
          <p className="muted">{t('giftCards.settingsApply')}</p>
        </Form>
      )}
    </PublishDrawer>
  );
}
