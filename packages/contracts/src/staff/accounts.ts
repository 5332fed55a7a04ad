import { z } from 'zod';
import { idField } from '../common/ids.ts';
import { isPlainText } from '../common/text.ts';
import { MAX_SHORT_TEXT } from '../common/validation.ts';

/**
 * What a staff member may do in the console. `admin` may do everything, the others one area each:
 * content (banners, notices, goods), the gate, the kitchen, the rental and pick-up counter.
 */
export const STAFF_ROLES = ['admin', 'content', 'gate', 'kitchen', 'counter'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Shortest and longest password a staff member may choose (longer ones are a pasted file). */
export const STAFF_PASSWORD_MIN_LENGTH = 10;
export const STAFF_PASSWORD_MAX_LENGTH = 128;
/** User names: lower-case letters, digits, dot, dash and underscore, starting with a letter or digit. */
export const STAFF_USER_NAME_PATTERN = /^[a-z0-9][a-z0-9._-]*$/;
export const STAFF_USER_NAME_MAX_LENGTH = 32;
/** The header that carries a staff session token; visitors' `token` header is never read for it. */
export const STAFF_TOKEN_HEADER = 'x-staff-token';

export const staffUserName = z
  .string({ error: 'staffUserNameRequired' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'staffUserNameRequired' })
  .max(STAFF_USER_NAME_MAX_LENGTH, { error: 'staffUserNameFormat' })
  .regex(STAFF_USER_NAME_PATTERN, { error: 'staffUserNameFormat' });

/** A new password: long enough, not absurdly long, no control characters (it is typed). */
export const staffNewPassword = z
  .string({ error: 'staffPasswordTooShort' })
  .min(STAFF_PASSWORD_MIN_LENGTH, { error: 'staffPasswordTooShort' })
  .max(STAFF_PASSWORD_MAX_LENGTH, { error: 'staffPasswordTooLong' })
  .refine(isPlainText, { error: 'textInvalidCharacters' });

/** A password being checked (login, the old one): any length up to the maximum. */
const staffPasswordEntered = z
  .string({ error: 'staffPasswordRequired' })
  .min(1, { error: 'staffPasswordRequired' })
  .max(STAFF_PASSWORD_MAX_LENGTH, { error: 'staffPasswordTooLong' });

const displayName = z
  .string({ error: 'nameRequired' })
  .trim()
  .min(1, { error: 'nameRequired' })
  .max(MAX_SHORT_TEXT, { error: 'tooLong' })
  .refine(isPlainText, { error: 'textInvalidCharacters' });

/** One or more roles, each named once, kept in the order of STAFF_ROLES. */
const staffRoles = z
  .array(z.enum(STAFF_ROLES, { error: 'staffRoleUnknown' }), { error: 'staffRolesRequired' })
  .min(1, { error: 'staffRolesRequired' })
  .max(STAFF_ROLES.length, { error: 'staffRoleUnknown' })
  .transform((roles) => STAFF_ROLES.filter((role) => roles.includes(role)));

/** A staff account as the console sees it; never the password or its hash. */
export const staffSchema = z.object({
  id: z.number().int(),
  userName: z.string(),
  displayName: z.string(),
  roles: z.array(z.enum(STAFF_ROLES)),
  enabled: z.boolean(),
  /** Set on a new account and after an admin's reset: the console asks for a new password first. */
  passwordChangeRequired: z.boolean(),
  /**
   * ISO time until which logins from some address are refused after wrong passwords from it (the
   * latest such lock), or null. Other addresses are not held back.
   */
  lockedUntil: z.string().nullable(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Staff = z.infer<typeof staffSchema>;

export const staffLoginBodySchema = z.object({
  userName: staffUserName,
  password: staffPasswordEntered,
});
export type StaffLoginBody = z.input<typeof staffLoginBodySchema>;

export const staffLoginDataSchema = z.object({
  /** Sent back in the `x-staff-token` header of every console call. */
  token: z.string(),
  /** When the session ends unless used before (it slides forward with use, up to a maximum). */
  expiresAt: z.string(),
  staff: staffSchema,
});
export type StaffLoginData = z.infer<typeof staffLoginDataSchema>;

/** A refused login of a locked account: when it may try again. */
export const staffLockedDataSchema = z.object({ lockedUntil: z.string() });

export const staffPasswordChangeBodySchema = z.object({
  oldPassword: staffPasswordEntered,
  newPassword: staffNewPassword,
});
export type StaffPasswordChangeBody = z.input<typeof staffPasswordChangeBodySchema>;

export const staffCreateBodySchema = z.object({
  userName: staffUserName,
  displayName,
  roles: staffRoles,
  /** The first password, told to the new staff member in person; they change it at first login. */
  password: staffNewPassword,
});
export type StaffCreateBody = z.input<typeof staffCreateBodySchema>;

export const staffRolesBodySchema = z.object({ id: idField, roles: staffRoles });
export type StaffRolesBody = z.input<typeof staffRolesBodySchema>;

export const staffEnabledBodySchema = z.object({
  id: idField,
  enabled: z.boolean({ error: 'invalidValue' }),
});
export type StaffEnabledBody = z.input<typeof staffEnabledBodySchema>;

export const staffPasswordResetBodySchema = z.object({ id: idField, password: staffNewPassword });
export type StaffPasswordResetBody = z.input<typeof staffPasswordResetBodySchema>;

/** Lifts every lock-out of an account, from every address (admin). */
export const staffUnlockBodySchema = z.object({ id: idField });
export type StaffUnlockBody = z.input<typeof staffUnlockBodySchema>;

export const staffListSchema = z.object({ list: z.array(staffSchema) });
