import type { Order } from '@scenic/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useSession } from '#web/lib/session.ts';
import { showToast } from '#web/lib/toast.ts';
import { useOrderTexts } from '#web/lib/use-order-texts.ts';
import { sendTicketEmail } from '../api/send-ticket-email';
import { EmailSheet } from './email-sheet';
import { RescheduleSheet } from './reschedule-sheet';

/** What a visitor can do with a paid ticket: change its date (while unused), e-mail it. */
export function TicketActions({ order }: { order: Order }) {
  const { t } = useOrderTexts();
  const [moving, setMoving] = useState(false);
  const { user } = useSession();
  const [asking, setAsking] = useState(false);
  const email = useMutation({
    mutationFn: (to?: string) => sendTicketEmail(order.id, to),
    onSuccess: () => {
      setAsking(false);
      showToast(t('email.sent'));
    },
  });
  // A visitor who logged in by phone has no address on file: ask for one first.
  const sendEmail = () => (user?.email ? email.mutate(undefined) : setAsking(true));
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
        onClick={sendEmail}
        data-testid="order-email"
      >
        {t('email.action')}
      </button>
      <EmailSheet
        open={asking}
        busy={email.isPending}
        onClose={() => setAsking(false)}
        onSend={(to) => email.mutate(to)}
      />
      {ready && <RescheduleSheet order={order} open={moving} onClose={() => setMoving(false)} />}
    </div>
  );
}
