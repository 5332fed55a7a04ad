import { type Delivery, deliverySchema } from '@scenic/contracts';
import { firstIssuePerField } from '#web/lib/field-errors.ts';

export type AddressField = 'name' | 'phone' | 'region' | 'detail';
export type AddressInput = Record<AddressField, string>;
/**
 * The message key of each wrong field (for `validationMessage`), translated where it is shown so a
 * language switch changes it too.
 */
export type AddressErrors = Partial<Record<AddressField, string>>;

/** Top to bottom as on the page, so the first message is the one nearest the top. */
export const ADDRESS_FIELDS: readonly AddressField[] = ['name', 'phone', 'region', 'detail'];

export const EMPTY_ADDRESS: AddressInput = { name: '', phone: '', region: '', detail: '' };

/**
 * The delivery of a store order, checked with the schema the server uses: either a pick-up, or an
 * address with one message key per wrong field (SPEC §5).
 */
export function validateDelivery(
  type: Delivery['type'],
  address: AddressInput,
): { delivery: Delivery; errors: null } | { delivery: null; errors: AddressErrors } {
  const parsed = deliverySchema.safeParse(type === 'pickup' ? { type } : { type, ...address });
  if (parsed.success) return { delivery: parsed.data, errors: null };
  return { delivery: null, errors: firstIssuePerField(parsed.error.issues, ADDRESS_FIELDS) };
}
