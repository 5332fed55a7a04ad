import './agreements.css';
import { type Agreement, RULE_TYPES } from '@scenic/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadError } from '#web/components/load-error.tsx';
import { MarkdownText } from '#web/components/markdown-text.tsx';
import { Skeleton } from '#web/components/skeleton.tsx';
import { formatMomentDate } from '#web/lib/date-format.ts';
import { ACCOUNT_NS } from '#web/lib/i18n.ts';
import { useLocale } from '#web/lib/use-locale.ts';
import { useRules } from './api/get-rules';

type RuleType = Agreement['type'];

function isRuleType(value: string | null): value is RuleType {
  return (RULE_TYPES as readonly string[]).includes(value ?? '');
}

/** /xieyi: the privacy policy and the terms of use; `?type=privacy|terms` picks one. */
export default function AgreementsPage() {
  const { t } = useTranslation(ACCOUNT_NS);
  const locale = useLocale();
  const [search, setSearch] = useSearchParams();
  const rules = useRules();
  const asked = search.get('type');
  const type: RuleType = isRuleType(asked) ? asked : 'privacy';
  const rule = rules.data?.find((item) => item.type === type);

  const select = (next: RuleType) => setSearch({ type: next }, { replace: true });

  return (
    <div className="agreements">
      <div className="segmented" role="tablist" aria-label={t('agreements.choose')}>
        {RULE_TYPES.map((item) => (
          <button
            key={item}
            type="button"
            role="tab"
            id={`agreement-tab-${item}`}
            aria-selected={item === type}
            aria-controls="agreement-panel"
            className="segmented__item"
            onClick={() => select(item)}
          >
            {t(item === 'privacy' ? 'agreements.privacy' : 'agreements.terms')}
          </button>
        ))}
      </div>
      <article
        id="agreement-panel"
        role="tabpanel"
        aria-labelledby={`agreement-tab-${type}`}
        className="agreement"
      >
        {rule && (
          <>
            <h2 className="agreement__title">{rule.title}</h2>
            {rule.updatedAt && (
              <p className="agreement__date">
                {t('agreements.updated', { date: formatMomentDate(rule.updatedAt, locale) })}
              </p>
            )}
            <MarkdownText text={rule.content} className="agreement__text" />
          </>
        )}
        {rules.isPending && <Skeleton ratio="3 / 4" />}
        {rules.isError && <LoadError onRetry={() => void rules.refetch()} />}
        {rules.data && !rule && <p className="agreement__empty">{t('agreements.empty')}</p>}
      </article>
    </div>
  );
}
