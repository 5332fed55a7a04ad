import type { Order } from '@scenic/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { showToast } from '../../../lib/toast';
import { useOrderTexts } from '../../../lib/use-order-texts';
import { sendTicketEmail } from '../api/send-ticket-email';
import { RescheduleSheet } from './reschedule-sheet';

/** What a visitor can do with a paid ticket: change its date (while unused), e-mail it. */
export function TicketActions({ order }: { order: Order }) {
  const { t } = useOrderTexts();
  const [moving, setMoving] = useState(false);
  const email = useMutation({
    mutationFn: () => sendTicketEmail(order.id),
    onSuccess: () => showToast(t('email.sent')),
  });
  const ready = order.status === 'ready_to_use' && order.pass?.status === 'ready';
  if (!order.pass) return null;
  return (
    <div className="ticket-actions">
      {ready && (
        <button
          type="button"
          className="button button--outline"
          onClick={() => setMoving(true)}
          data-testid="order-reschedule"
        >
          {t('reschedule.action')}
        </button>
      )}
      <button
        type="button"
        className="button button--outline"
        disabled={email.isPending}
        onClick={() => email.mutate()}
        data-testid="order-email"
      >
        {t('email.action')}
      </button>
      {ready && <RescheduleSheet order={order} open={moving} onClose={() => setMoving(false)} />}
    </div>
  );
}
