import { MAX_ID } from '@scenic/contracts';
import { useSearchParams } from 'react-router';

/**
 * A positive whole number from the address written in plain digits, as the API reads them
 * ("1e3", "0x10" and " 5" are not), up to the largest id; otherwise 0.
 */
export function positiveInt(value: string | null): number {
  if (!value || !/^\d{1,10}$/.test(value)) return 0;
  const number = Number(value);
  return number > 0 && number <= MAX_ID ? number : 0;
}

/** The `id` of the address (`?id=12`), or 0 when it is missing or not a number. */
export function useIdParam(): number {
  const [params] = useSearchParams();
  return positiveInt(params.get('id'));
}
