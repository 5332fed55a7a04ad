import { describe, expect, it } from 'vitest';
import { ERRORS } from '../errors/catalogue.ts';
import { VALIDATION_MESSAGES } from '../errors/validation-messages.ts';
import {
  STAFF_PASSWORD_MIN_LENGTH,
  staffCreateBodySchema,
  staffLoginBodySchema,
} from './accounts.ts';

describe('staff account contracts', () => {
  it('names the minimum password length its rule enforces, in every language', () => {
    for (const text of Object.values(VALIDATION_MESSAGES.staffPasswordTooShort)) {
      expect(text).toContain(String(STAFF_PASSWORD_MIN_LENGTH));
    }
    const body = { userName: 'ana', displayName: 'Ana', roles: ['gate'] };
    const short = 'x'.repeat(STAFF_PASSWORD_MIN_LENGTH - 1);
    expect(staffCreateBodySchema.safeParse({ ...body, password: short }).success).toBe(false);
    expect(staffCreateBodySchema.safeParse({ ...body, password: `${short}x` }).success).toBe(true);
  });

  it('reads a user name as typed on a phone: trimmed and in lower case', () => {
    expect(staffLoginBodySchema.parse({ userName: ' Mei.Ling ', password: 'x' }).userName).toBe(
      'mei.ling',
    );
  });

  it('gives every error code once', () => {
    const codes = Object.values(ERRORS).map((entry) => entry.code);
    expect(new Set(codes).size).toBe(codes.length);
  });
});
