import { useSearchParams } from 'react-router';

/** A positive whole number from the address, or 0. */
export function positiveInt(value: string | null): number {
  const number = Number(value);
  return value && Number.isInteger(number) && number > 0 ? number : 0;
}

/** The `id` of the address (`?id=12`), or 0 when it is missing or not a number. */
export function useIdParam(): number {
  const [params] = useSearchParams();
  return positiveInt(params.get('id'));
}
