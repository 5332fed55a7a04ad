import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTimeExact } from '#console/lib/format.ts';
import type { GateAnswer } from './api/check-in';

/**
 * The answer in large type: green with who may pass (how many, which tickets, for which day and
 * pass), or red with why not. `children` is the countdown until it clears.
 */
export function GateVerdict({ answer, children }: { answer: GateAnswer; children?: ReactNode }) {
  const { t } = useTranslation();
  if (answer.ok) {
    const { scan } = answer;
    return (
      <section className="verdict verdict--pass" role="status" data-testid="gate-verdict">
        <CheckCircleFilled className="verdict__icon" />
        <p className="verdict__headline">{t('gate.welcome', { count: scan.quantity })}</p>
        <ul className="verdict__tickets">
          {scan.tickets.map((ticket) => (
            <li key={ticket.name}>
              <span>{ticket.name}</span> <strong>× {ticket.quantity}</strong>
            </li>
          ))}
        </ul>
        <p className="verdict__title">{scan.title}</p>
        <p className="verdict__date">
          {t('gate.visitOn', { date: scan.visitDate })}
          {scan.slot ? ` · ${scan.slot}` : ''}
        </p>
        <p className="verdict__meta">
          <span className="verdict__code">{scan.shortCode}</span> · {scan.orderNo}
        </p>
        {scan.checks.length > 0 && (
          <div className="verdict__checks">
            <p className="verdict__checks-title" id="verdict-checks">
              {t('gate.checkCards')}
            </p>
            <ul aria-labelledby="verdict-checks">
              {scan.checks.map((check) => (
                <li key={check.variantId}>
                  <strong>{check.check}</strong> × {t('gate.checkPeople', { count: check.people })}
                  <span className="verdict__checks-type">{check.ticket}</span>
                </li>
              ))}
            </ul>
          </div>
        )}
        {children}
      </section>
    );
  }
  return (
    <section className="verdict verdict--stop" role="alert" data-testid="gate-verdict">
      <CloseCircleFilled className="verdict__icon" />
      <p className="verdict__headline">{t('gate.refused')}</p>
      <p className="verdict__title">{answer.reason}</p>
      {answer.usedAt && (
        <p className="verdict__date">
          {t('gate.usedAt', { time: formatTimeExact(answer.usedAt) })}
        </p>
      )}
      {answer.visitDate && (
        <p className="verdict__date">{t('gate.validOn', { date: answer.visitDate })}</p>
      )}
      <p className="verdict__meta">
        <span className="verdict__code">{answer.code}</span>
      </p>
      {children}
    </section>
  );
}
