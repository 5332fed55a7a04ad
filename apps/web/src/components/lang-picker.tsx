import type { Locale } from '@scenic/contracts';
import ActionSheet from 'antd-mobile/es/components/action-sheet';
import { useTranslation } from 'react-i18next';
import { useBackToClose } from '#web/lib/back-closes.ts';
import { changeLocale } from '#web/lib/i18n.ts';
import { PICKER_LOCALES } from '#web/lib/language.ts';

/** Each language is named in itself, so a visitor finds theirs whatever the current one is. */
const LANGUAGE_NAMES: Record<(typeof PICKER_LOCALES)[number], string> = {
  zh: '中文',
  en: 'English',
};

export default function LangPicker({
  visible,
  onClose,
}: {
  visible: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  useBackToClose(visible, onClose);
  return (
    <ActionSheet
      visible={visible}
      onClose={onClose}
      extra={t('langPicker.title')}
      cancelText={t('langPicker.cancel')}
      data-testid="lang-picker"
      actions={PICKER_LOCALES.map((locale) => ({
        key: locale,
        text: LANGUAGE_NAMES[locale],
        bold: i18n.language === locale,
        onClick: () => {
          void changeLocale(locale as Locale);
          onClose();
        },
      }))}
    />
  );
}
