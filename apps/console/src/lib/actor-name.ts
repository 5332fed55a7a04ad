import type { TFunction } from 'i18next';

/**
 * Who did something the audit log kept: the staff member's user name, or "a machine" for a move a
 * turnstile or kitchen printer made with the staff key; empty when neither is known.
 */
export function actorName(userName: string | null, machine: string | null, t: TFunction): string {
  if (userName) return userName;
  return machine ? t('audit.machine') : '';
}
