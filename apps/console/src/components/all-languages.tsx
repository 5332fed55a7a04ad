import { LOCALES, type LocalizedText } from '@scenic/contracts';
import { Space } from 'antd';
import type { ReactNode } from 'react';
import { currentLanguage } from '#console/lib/i18n.ts';

/**
 * A text staff wrote in every language, as a list shows it: the console's language first, the
 * other two under it, so a missing or stale translation shows at a glance.
 */
export function AllLanguages({ text, extra }: { text: LocalizedText; extra?: ReactNode }) {
  const language = currentLanguage();
  return (
    <Space direction="vertical" size={0}>
      <strong>{text[language]}</strong>
      <span className="muted">
        {LOCALES.filter((other) => other !== language)
          .map((other) => text[other])
          .join(' · ')}
      </span>
      {extra}
    </Space>
  );
}
