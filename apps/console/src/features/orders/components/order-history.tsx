import type { ConsoleOrderDetail } from '@scenic/contracts';
import { Timeline } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { actorName } from '#console/lib/actor-name.ts';
import { formatTimeExact } from '#console/lib/format.ts';

type Step = ConsoleOrderDetail['history'][number];

const field = (value: unknown, key: string): string => {
  const found = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : '';
  return typeof found === 'string' ? found : '';
};

/** One step in words: what happened, with the amount, the statuses or the reason it carries. */
export function describeStep(step: Step, t: TFunction): string {
  switch (step.event) {
    case 'placed':
    case 'paid':
    case 'checked_in':
      return t(`history.${step.event}`);
    case 'order.admitted':
      return t('history.checked_in');
    case 'order.advanced':
      return t('history.advanced', {
        from: t(`status.${field(step.before, 'status')}`),
        to: t(`status.${field(step.after, 'status')}`),
      });
    case 'order.refunded':
      return t('history.refunded', {
        amount: field(step.after, 'amount'),
        reason: field(step.after, 'reason'),
      });
    case 'order.refund_refused':
      return t('history.refundRefused', { reason: field(step.after, 'reason') });
    case 'order.deposit_kept':
      return t('history.depositKept', { reason: field(step.after, 'reason') });
    case 'order.admitted_without_card': {
      const people = (step.before as { people?: unknown } | null)?.people;
      return t('history.withoutCard', {
        count: typeof people === 'number' ? people : 0,
        from: field(step.before, 'type'),
        type: field(step.after, 'type'),
        amount: field(step.after, 'difference'),
        note: field(step.after, 'note'),
      });
    }
    default:
      return step.event;
  }
}

/** What happened to the order, oldest first, and who did it. */
export function OrderHistory({ history }: { history: Step[] }) {
  const { t } = useTranslation();
  return (
    <Timeline
      items={history.map((step) => {
        const by = actorName(step.by, step.machine, t);
        return {
          color: step.event.startsWith('order.refund') ? 'red' : by ? 'blue' : 'green',
          children: (
            <div data-testid="order-history-step">
              <div>{describeStep(step, t)}</div>
              <div className="muted">
                {formatTimeExact(step.at)}
                {by ? ` · ${by}` : ''}
              </div>
            </div>
          ),
        };
      })}
    />
  );
}
