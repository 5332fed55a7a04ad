import { createHash } from 'node:crypto';

/** A call that places an order with an Idempotency-Key: the key, and a hash of what it asked for. */
export interface OrderRequest {
  key: string;
  hash: string;
}

/**
 * The order request of a call, or undefined when it came without a key (then nothing changes).
 * The hash covers the call's name and its input as the schema parsed it (fields in the schema's
 * order, defaults filled), so the same checkout sent again hashes the same, and the same key used
 * for another call or other contents does not.
 */
export function orderRequest(
  key: string | string[] | undefined,
  call: string,
  input: unknown,
): OrderRequest | undefined {
  if (typeof key !== 'string') return undefined;
  const hash = createHash('sha256')
    .update(`${call}\n${JSON.stringify(input)}`)
    .digest('base64url');
  return { key, hash };
}
