import { type CloseAccountBody, type ClosePreview, rmToSen, senToRm } from '@scenic/contracts';
import type { Db } from '#server/db/database.ts';
import { AppError } from '#server/lib/errors.ts';
import type { Audit } from '#server/modules/audit/service.ts';
import { closeVisitor } from '#server/modules/auth/account.ts';
import type { VisitorRow } from '#server/modules/auth/tables.ts';
import { eraseReviewsBy } from '#server/modules/comments/service.ts';
import { eraseMessagesOf } from '#server/modules/contact/retention.ts';
import { forfeitHeldCards, heldCardsWithBalance } from '#server/modules/gift-cards/holder.ts';
import { lockVisitorOrders } from '#server/modules/orders/shared.ts';
import { countOrdersOf, unpaidOrdersOf } from '#server/modules/orders/visitor-orders.ts';
import { forgetFavouritesOf } from '#server/modules/scenery/favourites.ts';
import { forgetRecipients } from '#server/providers/messaging/retention.ts';
import type { Consents } from './consents.ts';

export interface ClosingDeps {
  db: Db;
  audit: Audit;
  consents: Consents;
  now: () => number;
  /** A session ended: live streams it held end too. */
  accessChanged: () => void;
}

/**
 * Closing an account at its holder's request (decision 045). Refused while an order waits for
 * payment (it names the order). Otherwise, in one transaction through each owning module: the gift
 * cards they hold are forfeited (the balance they confirmed), their reviews, inbox messages,
 * favourites and consents are erased, the outbox forgets their address and texts, and the visitor
 * row loses every detail and way of signing in while it stays for the orders, payments, receipts
 * and tax records that point at it; every session ends.
 */
export function createClosing(deps: ClosingDeps) {
  const { db } = deps;

  return {
    async preview(visitorId: number): Promise<ClosePreview> {
      const [unpaid, cards, ordersKept] = await Promise.all([
        unpaidOrdersOf(db, visitorId),
        heldCardsWithBalance(db, visitorId),
        countOrdersOf(db, visitorId),
      ]);
      return {
        unpaidOrders: unpaid.map((order) => ({
          id: order.id,
          orderNo: order.order_no,
          kind: order.kind,
          expiresAt: order.expires_at,
        })),
        giftCards: cards.map((card) => ({
          code: card.code,
          balance: senToRm(card.balance_sen),
          expiresOn: card.expires_on,
        })),
        forfeit: senToRm(cards.reduce((sum, card) => sum + card.balance_sen, 0)),
        ordersKept,
      };
    },

    async close(visitor: VisitorRow, body: CloseAccountBody, ip: string) {
      const at = new Date(deps.now()).toISOString();
      await db.transaction().execute(async (trx) => {
        // No order of theirs is placed while the account closes.
        await lockVisitorOrders(trx, visitor.id);
        const [unpaid] = await unpaidOrdersOf(trx, visitor.id);
        if (unpaid) {
          const error = new AppError('accountHasUnpaidOrder', undefined, {
            orderNo: unpaid.order_no,
          });
          error.data = {
            id: unpaid.id,
            orderNo: unpaid.order_no,
            kind: unpaid.kind,
            expiresAt: unpaid.expires_at,
          };
          throw error;
        }
        const held = await heldCardsWithBalance(trx, visitor.id);
        const balance = held.reduce((sum, card) => sum + card.balance_sen, 0);
        if (rmToSen(body.forfeit) !== balance) {
          throw new AppError('giftCardBalanceChanged', undefined, { balance: senToRm(balance) });
        }
        const forfeited = await forfeitHeldCards(trx, visitor.id, at);
        const reviews = await eraseReviewsBy(trx, visitor.id);
        const messages = await eraseMessagesOf(trx, visitor.id);
        const favourites = await forgetFavouritesOf(trx, visitor.id);
        await forgetRecipients(
          trx,
          [visitor.phone, visitor.email].filter((to): to is string => Boolean(to)),
        );
        await deps.consents.forget(trx, visitor.id);
        const ordersKept = await countOrdersOf(trx, visitor.id);
        // Closed already (a second tab): its sessions ended, so this one is signed out.
        if (!(await closeVisitor(trx, visitor.id, at))) throw new AppError('notLoggedIn');
        await deps.audit.record(trx, {
          staffId: null,
          action: 'privacy.account_closed',
          target: `visitor:${visitor.id}`,
          before: null,
          after: { forfeited: senToRm(forfeited), ordersKept, reviews, messages, favourites },
          ip,
        });
      });
      deps.accessChanged();
      return { closedAt: at };
    },
  };
}

export type Closing = ReturnType<typeof createClosing>;
