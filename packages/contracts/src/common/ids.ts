import { z } from 'zod';
import { DATE_PATTERN, MAX_ID } from './validation.ts';

/** An id sent in a JSON body: a whole number the databases can hold (1 to MAX_ID). */
export const idField = z
  .number({ error: 'invalidValue' })
  .int({ error: 'invalidValue' })
  .min(1, { error: 'invalidValue' })
  .max(MAX_ID, { error: 'invalidValue' });

/** An id in a query string: the same, read from text. */
export const idQuery = z.coerce
  .number({ error: 'invalidValue' })
  .int({ error: 'invalidValue' })
  .min(1, { error: 'invalidValue' })
  .max(MAX_ID, { error: 'invalidValue' });

/** A calendar date as the API carries it (YYYY-MM-DD); otherwise "choose a date". */
export const isoDate = z.string().regex(DATE_PATTERN, { error: 'dateRequired' });
