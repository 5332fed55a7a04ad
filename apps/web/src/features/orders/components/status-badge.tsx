import type { OrderStatus } from '@scenic/contracts';
import { useOrderTexts } from '#web/lib/use-order-texts.ts';
import { statusKey, statusTone } from '../order-status';

export function StatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useOrderTexts();
  return (
    <span
      className={`status-badge status-badge--${statusTone(status)}`}
      data-testid="order-status"
      data-status={status}
    >
      {t(statusKey(status))}
    </span>
  );
}
