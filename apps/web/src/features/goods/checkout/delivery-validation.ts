import { type Delivery, deliverySchema, type Locale, validationMessage } from '@scenic/contracts';

export type AddressField = 'name' | 'phone' | 'region' | 'detail';
export type AddressInput = Record<AddressField, string>;
export type AddressErrors = Partial<Record<AddressField, string>>;

/** Top to bottom as on the page, so the first message is the one nearest the top. */
export const ADDRESS_FIELDS: readonly AddressField[] = ['name', 'phone', 'region', 'detail'];

export const EMPTY_ADDRESS: AddressInput = { name: '', phone: '', region: '', detail: '' };

/**
 * The delivery of a store order, checked with the schema the server uses: either a pick-up, or an
 * address with one message per wrong field (SPEC §5) in the visitor's language.
 */
export function validateDelivery(
  type: Delivery['type'],
  address: AddressInput,
  locale: Locale,
): { delivery: Delivery; errors: null } | { delivery: null; errors: AddressErrors } {
  const parsed = deliverySchema.safeParse(type === 'pickup' ? { type } : { type, ...address });
  if (parsed.success) return { delivery: parsed.data, errors: null };
  const errors: AddressErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '') as AddressField;
    if (ADDRESS_FIELDS.includes(field)) errors[field] ??= validationMessage(issue.message, locale);
  }
  return { delivery: null, errors };
}
