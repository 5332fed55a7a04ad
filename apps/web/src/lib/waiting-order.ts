import { ERRORS } from '@scenic/contracts';
import { useNavigate } from 'react-router';
import { ApiError } from './request';
import { useOrderTexts } from './use-order-texts';

/**
 * Refusals because the visitor already holds enough unpaid (orders, places of a date, units of an
 * item); their `data` is the order waiting for payment.
 */
export const WAITING_ORDER_CODES: readonly number[] = [
  ERRORS.unpaidOrdersLimit.code,
  ERRORS.unpaidPlacesLimit.code,
  ERRORS.unpaidUnitsLimit.code,
];

/**
 * For a page that places orders: when an order is refused because another waits for payment,
 * offers to open that one. The dialog and the reading of the order it offers load only when such
 * a refusal comes, so a page that places orders does not download them to show itself.
 */
export function useWaitingOrderPrompt(): (error: unknown) => void {
  const { t } = useOrderTexts();
  const navigate = useNavigate();
  return (error) => {
    if (!(error instanceof ApiError) || !WAITING_ORDER_CODES.includes(error.code)) return;
    void import('./waiting-order-dialog').then(({ offerWaitingOrder }) =>
      offerWaitingOrder(error, t, navigate),
    );
  };
}
