import type { TFunction } from 'i18next';

/**
 * An audit action as staff read it ("Promotion saved" for `promotion.saved`), in the console's
 * language; an action the console has no label for yet shows as it is recorded.
 */
export function auditActionLabel(t: TFunction, action: string): string {
  return t(`audit.actions.${action.replaceAll('.', '_')}`, { defaultValue: action });
}
