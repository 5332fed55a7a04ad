import type { Help } from '@scenic/contracts';
import Collapse from 'antd-mobile/es/components/collapse';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MarkdownText } from '#web/components/markdown-text.tsx';
import { ACCOUNT_NS } from '#web/lib/i18n.ts';

/** antd-mobile's panel headers are anchors without href: Enter and Space open them here. */
function openOnKey(event: KeyboardEvent<HTMLElement>) {
  const header = (event.target as HTMLElement).closest('.adm-collapse-panel-header');
  if (header && (event.key === 'Enter' || event.key === ' ')) {
    event.preventDefault();
    (header as HTMLElement).click();
  }
}

/** Frequent questions; one opens at a time. */
export function FaqList({ faq }: { faq: Help['faq'] }) {
  const { t } = useTranslation(ACCOUNT_NS);
  if (!faq.length) return <p className="help-section__lead">{t('help.faqEmpty')}</p>;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: forwards keys to the panel headers inside
    <div data-testid="faq" onKeyDown={openOnKey}>
      <Collapse accordion className="faq">
        {faq.map((item, index) => (
          <Collapse.Panel
            // The list is the operator's, in their order; a question may repeat.
            key={String(index)}
            title={item.question}
            tabIndex={0}
          >
            <MarkdownText text={item.answer} />
          </Collapse.Panel>
        ))}
      </Collapse>
    </div>
  );
}
