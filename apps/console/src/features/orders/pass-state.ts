import type { TFunction } from 'i18next';
import { formatTimeExact } from '#console/lib/format.ts';

/**
 * What the gate makes of a ticket's pass: used (when), refunded or expired (it no longer opens the
 * gate, whatever the pass row says), or ready, with the short code staff can type.
 */
export function passState(
  t: TFunction,
  status: string,
  pass: { shortCode: string; usedAt: string | null } | null,
): string {
  if (pass?.usedAt) return t('orders.passUsed', { time: formatTimeExact(pass.usedAt) });
  if (status === 'refunded') return t('orders.passRefunded');
  if (status === 'expired') return t('orders.passExpired');
  if (!pass) return '—';
  return `${t('orders.passReady')} · ${pass.shortCode}`;
}
