import { ORDER_KINDS, ORDER_STATUSES } from '@scenic/contracts';
import type { TFunction } from 'i18next';

/** Status colours: waiting (gold), in hand (blue), done (green), ended without use (grey), money back (red). */
export const STATUS_COLOURS: Record<string, string> = {
  pending_payment: 'gold',
  paid: 'blue',
  ready_to_use: 'blue',
  processing: 'blue',
  making: 'blue',
  ready_for_pickup: 'cyan',
  in_progress: 'purple',
  used: 'green',
  completed: 'green',
  expired: 'default',
  failed: 'default',
  refunded: 'red',
};

export function statusOptions(t: TFunction) {
  return Object.fromEntries(
    ORDER_STATUSES.map((status) => [status, { text: t(`status.${status}`) }]),
  );
}

export function kindOptions(t: TFunction) {
  return Object.fromEntries(ORDER_KINDS.map((kind) => [kind, { text: t(`kind.${kind}`) }]));
}
