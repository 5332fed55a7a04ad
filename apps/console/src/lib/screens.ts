import { STAFF_ROLES, type StaffRole } from '@scenic/contracts';

/**
 * The console's screens and who may open each; the server checks the same roles on every call,
 * this only keeps the menu to what a staff member can use. `admin` sees everything.
 */
export const SCREENS = [
  { path: '/dashboard', key: 'dashboard', roles: ['admin', 'gate', 'kitchen', 'counter'] },
  { path: '/orders', key: 'orders', roles: ['admin', 'counter'] },
  { path: '/refunds', key: 'refunds', roles: ['admin'] },
  { path: '/gate', key: 'gate', roles: ['gate'] },
  { path: '/kitchen', key: 'kitchen', roles: ['kitchen'] },
  { path: '/counter', key: 'counter', roles: ['counter'] },
  { path: '/inbox', key: 'inbox', roles: ['admin', 'counter'] },
  { path: '/outbox', key: 'outbox', roles: ['admin'] },
  { path: '/content/banners', key: 'banners', roles: ['content'] },
  { path: '/content/home', key: 'home', roles: ['content'] },
  { path: '/content/notices', key: 'notices', roles: ['content'] },
  { path: '/content/park', key: 'park', roles: ['content'] },
  { path: '/content/cameras', key: 'cameras', roles: ['content'] },
  { path: '/content/weather', key: 'weather', roles: ['content'] },
  { path: '/content/reviews', key: 'reviews', roles: ['content'] },
  { path: '/content/help', key: 'help', roles: ['content'] },
  { path: '/catalogue/tickets', key: 'tickets', roles: ['content'] },
  { path: '/catalogue/calendar', key: 'calendar', roles: ['content'] },
  { path: '/catalogue/goods', key: 'goods', roles: ['content'] },
  { path: '/content/scenery', key: 'scenery', roles: ['content'] },
  { path: '/content/vr', key: 'vr', roles: ['content'] },
  { path: '/staff', key: 'staff', roles: ['admin'] },
  { path: '/audit', key: 'audit', roles: ['admin'] },
] as const satisfies readonly { path: string; key: string; roles: readonly StaffRole[] }[];

export type Screen = (typeof SCREENS)[number];

export function mayOpen(screen: Screen, roles: readonly StaffRole[]): boolean {
  return roles.includes('admin') || screen.roles.some((role) => roles.includes(role));
}

export function screensFor(roles: readonly StaffRole[]): Screen[] {
  return SCREENS.filter((screen) => mayOpen(screen, roles));
}

/** The screen each role works on all day: where an account holding that role lands. */
const WORKING_SCREEN: Record<StaffRole, Screen['key']> = {
  admin: 'dashboard',
  content: 'banners',
  gate: 'gate',
  kitchen: 'kitchen',
  counter: 'counter',
};

/**
 * Where a staff member lands after login: admins on the dashboard, everyone else on their own
 * working screen (the gate for gate staff, the kitchen for cooks, the rental counter for the
 * counter), not on the figures or a list they only read. An account with several roles lands on
 * the first in the order of STAFF_ROLES.
 */
export function homeFor(roles: readonly StaffRole[]): string {
  const role = STAFF_ROLES.find((held) => roles.includes(held));
  const screen = role ? SCREENS.find((s) => s.key === WORKING_SCREEN[role]) : undefined;
  return screen?.path ?? '/no-access';
}
