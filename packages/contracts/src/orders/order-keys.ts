// No zod here: the web app's request client imports these on every page, the home page included,
// and a module that builds schemas would bring zod into the home route's code.

/**
 * The header a visitor's app sends with a call that places an order: a random id made once per
 * checkout attempt and sent again with every retry of it. A repeat answers with the order the first
 * call placed, so an answer lost to a dropped network never makes a second order.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** 16 to 64 letters, digits, "-" or "_" (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
