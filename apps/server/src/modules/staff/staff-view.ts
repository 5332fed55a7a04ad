import { STAFF_ROLES, type Staff, type StaffRole } from '@scenic/contracts';
import type { StaffRow } from '#server/modules/staff/tables.ts';

export function parseRoles(json: string): StaffRole[] {
  const roles = JSON.parse(json) as unknown;
  return Array.isArray(roles)
    ? STAFF_ROLES.filter((role) => (roles as unknown[]).includes(role))
    : [];
}

/** An account as the console sees it: no hash, no failure counts; the latest lock in force, if any. */
export function toStaff(row: StaffRow, lockedUntil: string | null = null): Staff {
  return {
    id: row.id,
    userName: row.user_name,
    displayName: row.display_name,
    roles: parseRoles(row.roles),
    enabled: row.enabled === 1,
    passwordChangeRequired: row.password_change_required === 1,
    lockedUntil,
    lastLoginAt: row.last_login_at,
    createdAt: row.created_at,
  };
}

/** What the audit log keeps of an account before and after a change. */
export function auditView(row: StaffRow) {
  return {
    userName: row.user_name,
    displayName: row.display_name,
    roles: parseRoles(row.roles),
    enabled: row.enabled === 1,
  };
}
