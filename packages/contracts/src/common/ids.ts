import { z } from 'zod';
import { MAX_ID } from './validation.ts';

/** An id sent in a JSON body: a whole number the databases can hold (1 to MAX_ID). */
export const idField = z
  .number({ error: 'invalidValue' })
  .int({ error: 'invalidValue' })
  .min(1, { error: 'invalidValue' })
  .max(MAX_ID, { error: 'invalidValue' });

/**
 * A whole number in a query string, written as plain digits: "1e3", "0x10", " 5", "1.0" and ""
 * are refused rather than read as some other number.
 */
export function wholeNumberQuery(min: number, max: number) {
  return z
    .union(
      [
        z.number(),
        z
          .string()
          .regex(/^\d{1,10}$/)
          .transform(Number),
      ],
      {
        error: 'invalidValue',
      },
    )
    .pipe(
      z
        .number({ error: 'invalidValue' })
        .int({ error: 'invalidValue' })
        .min(min, { error: 'invalidValue' })
        .max(max, { error: 'invalidValue' }),
    );
}

/** An id in a query string: the same as idField, read from digits. */
export const idQuery = wholeNumberQuery(1, MAX_ID);

/** Which page of a list, and how many to a page. */
export const pageQuery = wholeNumberQuery(1, 10_000).default(1);
export const limitQuery = (fallback: number) => wholeNumberQuery(1, 50).default(fallback);
