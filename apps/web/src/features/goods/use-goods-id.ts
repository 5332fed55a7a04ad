import { useSearchParams } from 'react-router';

/** The good of the address (`?id=12`), or 0 when it is missing or not a number. */
export function useGoodsId(): number {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  return Number.isInteger(id) && id > 0 ? id : 0;
}
