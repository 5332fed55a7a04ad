import type { OrderStatus } from '@scenic/contracts';
import { useTranslation } from 'react-i18next';
import { ORDER_PAGE_NS } from '../../../lib/i18n';
import { statusKey, statusTone } from '../order-status';

export function StatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation(ORDER_PAGE_NS);
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
