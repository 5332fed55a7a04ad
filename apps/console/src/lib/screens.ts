import { STAFF_ROLES, type StaffRole } from '@scenic/contracts';

/**
 * The menu's groups, in order: the day's work (orders, the gate, the kitchen, the counter), what
 * visitors read, what they buy, and the running of the console itself.
 */
export const MENU_GROUPS = ['operations', 'content', 'catalogue', 'administration'] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];

/**
 * The console's screens, their menu group and who may open each; the server checks the same roles on every call,
 * this only keeps the menu to what a staff member can use. `admin` sees everything.
 */
export const SCREENS = [
  {
    path: '/dashboard',
    key: 'dashboard',
    group: 'operations',
    roles: ['admin', 'gate', 'kitchen', 'counter'],
  },
  { path: '/orders', key: 'orders', group: 'operations', roles: ['admin', 'counter'] },
  { path: '/refunds', key: 'refunds', group: 'operations', roles: ['admin'] },
  { path: '/gate', key: 'gate', group: 'operations', roles: ['gate'] },
  { path: '/kitchen', key: 'kitchen', group: 'operations', roles: ['kitchen'] },
  { path: '/counter', key: 'counter', group: 'operations', roles: ['counter'] },
  { path: '/inbox', key: 'inbox', group: 'operations', roles: ['admin', 'counter'] },
  { path: '/content/banners', key: 'banners', group: 'content', roles: ['content'] },
  { path: '/content/home', key: 'home', group: 'content', roles: ['content'] },
  { path: '/content/notices', key: 'notices', group: 'content', roles: ['content'] },
  { path: '/content/park', key: 'park', group: 'content', roles: ['content'] },
  { path: '/content/cameras', key: 'cameras', group: 'content', roles: ['content'] },
  { path: '/content/weather', key: 'weather', group: 'content', roles: ['content'] },
  { path: '/content/reviews', key: 'reviews', group: 'content', roles: ['content'] },
  { path: '/content/help', key: 'help', group: 'content', roles: ['content'] },
  { path: '/content/vr', key: 'vr', group: 'content', roles: ['content'] },
  { path: '/catalogue/tickets', key: 'tickets', group: 'catalogue', roles: ['content'] },
  { path: '/catalogue/calendar', key: 'calendar', group: 'catalogue', roles: ['content'] },
  { path: '/catalogue/goods', key: 'goods', group: 'catalogue', roles: ['content'] },
  // Admin only: a promotion gives money away, and the server lets only admins change one.
  { path: '/catalogue/promotions', key: 'promotions', group: 'catalogue', roles: ['admin'] },
  // Admin only: a gift card is money owed to its holder, and only admins issue or void one.
  { path: '/catalogue/gift-cards', key: 'giftCards', group: 'catalogue', roles: ['admin'] },
  { path: '/content/scenery', key: 'scenery', group: 'catalogue', roles: ['content'] },
  { path: '/staff', key: 'staff', group: 'administration', roles: ['admin'] },
  { path: '/audit', key: 'audit', group: 'administration', roles: ['admin'] },
  { path: '/outbox', key: 'outbox', group: 'administration', roles: ['admin'] },
  // Admin only: the rates and numbers on every receipt, and the server lets only admins change them.
  { path: '/settings/tax', key: 'tax', group: 'administration', roles: ['admin'] },
  // Admin only: how long personal data is kept (decision 045).
  { path: '/privacy', key: 'privacy', group: 'administration', roles: ['admin'] },
  // Admin only: what is sent to LHDN's MyInvois, and its settings (decision 046).
  { path: '/e-invoices', key: 'eInvoices', group: 'administration', roles: ['admin'] },
] as const satisfies readonly {
  path: string;
  key: string;
  group: (typeof MENU_GROUPS)[number];
  roles: readonly StaffRole[];
}[];

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

/** The screens a staff member may open, by menu group, each group in order and only if it has any. */
export function menuFor(roles: readonly StaffRole[]): { group: MenuGroup; screens: Screen[] }[] {
  const mine = screensFor(roles);
  return MENU_GROUPS.map((group) => ({
    group,
    screens: mine.filter((screen) => screen.group === group),
  })).filter((entry) => entry.screens.length > 0);
}
