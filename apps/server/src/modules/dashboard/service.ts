import {
  type DashboardMonth,
  type DashboardToday,
  type Locale,
  type StaffRole,
  senToRm,
} from '@scenic/contracts';
import type { Db } from '#server/db/database.ts';
import { addDays, attractionDayStart, attractionToday } from '#server/lib/attraction-time.ts';
import { localizeJson } from '#server/lib/localize.ts';
import { giftCardTotals } from '#server/modules/gift-cards/service.ts';
import { gateToday } from '#server/modules/tickets/gate.ts';
import {
  type DayRange,
  foodByStatus,
  moneyByDay,
  placesByDate,
  refundTotals,
  rentalCounts,
  ticketsByVariant,
  topGoods,
} from './repository.ts';

export const CALENDAR_DAYS = 14;
export const MONTH_DAYS = 30;

/**
 * The console's dashboard: today's figures for the roles that serve them, and the last 30 days
 * for admins. "Today" is the attraction's day, whatever the server's clock zone.
 */
export function createDashboard(deps: { db: Db; utcOffset: string; now?: () => number }) {
  const { db, utcOffset } = deps;
  const now = deps.now ?? Date.now;
  const dayRange = (date: string): DayRange => ({
    date,
    start: attractionDayStart(date, utcOffset),
    end: attractionDayStart(addDays(date, 1), utcOffset),
  });

  return {
    async today(roles: readonly StaffRole[]): Promise<DashboardToday> {
      const serves = (role: StaffRole) => roles.includes('admin') || roles.includes(role);
      const date = attractionToday(utcOffset, now());
      const day = dayRange(date);
      const answer: DashboardToday = { date };
      if (serves('gate')) {
        const { expected, checkedIn } = await gateToday(db, date);
        answer.visitors = { expected, checkedIn };
      }
      if (serves('kitchen')) answer.food = await foodByStatus(db, day);
      if (serves('counter')) answer.rentals = await rentalCounts(db, date, addDays(date, 1));
      if (roles.includes('admin')) {
        const money = await moneyByDay(db, [day]);
        answer.revenue = money.map((row) => ({ kind: row.kind, amount: senToRm(row.sen) }));
        answer.giftCards = await giftCardTotals(db);
        const last = addDays(date, CALENDAR_DAYS - 1);
        const placesOn = await placesByDate(db, date, last);
        answer.calendar = Array.from({ length: CALENDAR_DAYS }, (_, i) => {
          const on = addDays(date, i);
          return { date: on, ...placesOn(on) };
        });
      }
      return answer;
    },

    async month(locale: Locale): Promise<DashboardMonth> {
      const to = attractionToday(utcOffset, now());
      const from = addDays(to, -(MONTH_DAYS - 1));
      const days = Array.from({ length: MONTH_DAYS }, (_, i) => dayRange(addDays(from, i)));
      const start = attractionDayStart(from, utcOffset);
      const end = attractionDayStart(addDays(to, 1), utcOffset);
      const [money, goods, tickets, refunds] = await Promise.all([
        moneyByDay(db, days),
        topGoods(db, start, end),
        ticketsByVariant(db, start, end),
        refundTotals(db, start, end),
      ]);
      // Stored names that read the same in the caller's language are one row.
      const variants = new Map<
        string,
        DashboardMonth['ticketsByVariant'][number] & { sen: number }
      >();
      for (const row of tickets) {
        const ticket = row.ticket ? localizeJson(row.ticket, locale) : '';
        const variant = localizeJson(row.variant, locale);
        const key = JSON.stringify([ticket, variant]);
        const seen = variants.get(key) ?? { ticket, variant, quantity: 0, amount: '', sen: 0 };
        seen.quantity += row.quantity;
        seen.sen += row.sen;
        variants.set(key, seen);
      }
      return {
        from,
        to,
        revenueByDay: money.map((row) => ({
          date: row.date,
          kind: row.kind,
          amount: senToRm(row.sen),
        })),
        topGoods: goods.map((row) => ({
          name: localizeJson(row.name, locale),
          kind: row.kind,
          quantity: row.quantity,
          amount: senToRm(row.sen),
        })),
        ticketsByVariant: [...variants.values()]
          .sort((a, b) => b.quantity - a.quantity || a.ticket.localeCompare(b.ticket))
          .map(({ sen, ...row }) => ({ ...row, amount: senToRm(sen) })),
        refunds: { count: refunds.count, amount: senToRm(refunds.sen) },
      };
    },
  };
}
export type Dashboard = ReturnType<typeof createDashboard>;
