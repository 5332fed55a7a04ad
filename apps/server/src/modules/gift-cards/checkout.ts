import {
  DEFAULT_GIFT_CARD_SETTINGS,
  GIFT_CARD_WRONG_LIMIT,
  type GiftCardSettings,
  normaliseGiftCardCode,
} from '@scenic/contracts';
import type { Transaction } from 'kysely';
import type { Database, Db } from '#server/db/database.ts';
import { addDays, attractionToday } from '#server/lib/attraction-time.ts';
import { AppError } from '#server/lib/errors.ts';
import { createWrongGuesses } from '#server/lib/wrong-guesses.ts';
import { giftCardSkus } from '#server/modules/catalogue/stock.ts';
import type { Tender } from '#server/modules/orders/placing.ts';
import type { OrderService, OrderWatcher } from '#server/modules/orders/service.ts';
import type { PaymentService } from '#server/modules/payments/service.ts';
import { readSetting, saveSetting } from '#server/modules/settings/store.ts';
import type { RefundGateway } from '#server/providers/payments/types.ts';
import { addMonths, issueCard, moveBalance } from './ledger.ts';
import type { GiftCardRow } from './tables.ts';

/** The provider name of a gift card's payments and refunds. */
export const GIFT_CARD_PROVIDER = 'giftcard';
const WRONG_WINDOW_MS = 15 * 60_000;
/** Days a card that expired meanwhile pays again once a refund puts money back on it. */
const REFUND_GRACE_DAYS = 30;
const SETTING_KEY = 'gift_cards';

export async function readGiftCardSettings(db: Db): Promise<GiftCardSettings> {
  return { ...DEFAULT_GIFT_CARD_SETTINGS, ...(await readSetting(db, SETTING_KEY)) };
}

export async function saveGiftCardSettings(db: Db, settings: GiftCardSettings) {
  await saveSetting(db, SETTING_KEY, settings);
}

export interface GiftCardCheckoutDeps {
  db: Db;
  orders: OrderService;
  payments: PaymentService;
  utcOffset: string;
  now: () => number;
}

/**
 * Gift cards in the orders' life (decision 042): a card pays at checkout (a tender), sold cards are
 * issued when their order is paid and voided when it is refunded unspent, a card's part of an order
 * that expires unpaid comes back, refunds go back onto the card, and cards past their day expire.
 */
export function createGiftCardCheckout(deps: GiftCardCheckoutDeps) {
  const { db, payments } = deps;
  const wrong = createWrongGuesses({
    limit: GIFT_CARD_WRONG_LIMIT,
    windowMs: WRONG_WINDOW_MS,
    now: deps.now,
  });
  const at = () => new Date(deps.now()).toISOString();
  const today = () => attractionToday(deps.utcOffset, deps.now());

  /**
   * The card a visitor typed, if it is one they may use: every wrong code or PIN answers alike and
   * counts towards the limit; a card of another visitor, void, expired or empty says so.
   */
  async function usableCard(
    from: Db,
    visitorId: number,
    input: { code: string; pin?: string | undefined },
  ): Promise<GiftCardRow> {
    if (wrong.blocked(visitorId)) throw new AppError('giftCardTooManyTries');
    const card = await from
      .selectFrom('gift_card')
      .selectAll()
      .where('code', '=', normaliseGiftCardCode(input.code))
      .executeTakeFirst();
    if (!card || card.pin !== (card.pin ? (input.pin ?? '').trim() : '')) {
      wrong.add(visitorId);
      throw new AppError('giftCardInvalid');
    }
    if (card.holder_id !== null && card.holder_id !== visitorId) {
      throw new AppError('giftCardNotYours');
    }
    if (card.status === 'void') throw new AppError('giftCardVoid');
    if (card.status === 'expired' || card.expires_on < today()) {
      throw new AppError('giftCardExpired');
    }
    if (card.balance_sen <= 0) throw new AppError('giftCardEmpty');
    return card;
  }

  /** Pays what it can of an order at checkout, in the order's transaction. */
  const tender: Tender = async (trx, order) => {
    if (!order.giftCard) return 0;
    if (order.lines.some((line) => line.storedValue)) throw new AppError('giftCardForGiftCard');
    let card = await usableCard(trx, order.visitor.id, order.giftCard);
    if (order.preview) return Math.min(card.balance_sen, order.dueSen);
    // Another checkout may spend the same card at once: the guarded update refuses what is no
    // longer there, and this one takes what is left instead.
    for (let attempt = 0; attempt < 3; attempt++) {
      const amount = Math.min(card.balance_sen, order.dueSen);
      if (amount <= 0) break;
      const left = await moveBalance(
        trx,
        card.id,
        -amount,
        'redeem',
        { orderId: order.id, orderNo: order.orderNo },
        at(),
        { activeOn: today(), holder: order.visitor.id },
      );
      if (left !== null) {
        const paymentId = await payments.recordPaid(trx, {
          orderId: order.id,
          provider: GIFT_CARD_PROVIDER,
          amountSen: amount,
          gatewayId: String(card.id),
        });
        await trx
          .updateTable('gift_card_entry')
          .set({ payment_id: paymentId })
          .where('card_id', '=', card.id)
          .where('order_id', '=', order.id)
          .where('kind', '=', 'redeem')
          .where('payment_id', 'is', null)
          .execute();
        return amount;
      }
      card = await usableCard(trx, order.visitor.id, order.giftCard);
    }
    throw new AppError('giftCardEmpty');
  };

  /** Puts a refund back onto the card it was paid with; once per refund, however often sent. */
  const refunds: RefundGateway = {
    async refund(request) {
      const ref = `giftcard_refund_${request.refundId}`;
      await db.transaction().execute(async (trx) => {
        const done = await trx
          .selectFrom('gift_card_entry')
          .select('id')
          .where('refund_id', '=', request.refundId)
          .executeTakeFirst();
        if (done) return;
        const card = await trx
          .selectFrom('gift_card')
          .selectAll()
          .where('id', '=', Number(request.gatewayId))
          .executeTakeFirst();
        if (!card) throw new Error('no such gift card');
        if (card.status === 'void') throw new Error('the gift card was voided: refund another way');
        const refund = await payments.findRefund(request.refundId, trx);
        const order = refund ? await deps.orders.find(trx, refund.order_id) : undefined;
        // A card that expired meanwhile pays again for a while with the money given back.
        if (card.status === 'expired' || card.expires_on < today()) {
          const until = addDays(today(), REFUND_GRACE_DAYS);
          await trx
            .updateTable('gift_card')
            .set({
              status: card.balance_sen > 0 ? 'active' : 'spent',
              expires_on: until > card.expires_on ? until : card.expires_on,
            })
            .where('id', '=', card.id)
            .execute();
        }
        await moveBalance(
          trx,
          card.id,
          request.amountSen,
          'refund',
          {
            orderId: order?.id ?? null,
            orderNo: order?.order_no ?? '',
            refundId: request.refundId,
          },
          at(),
        );
      });
      return { ref, status: 'succeeded' };
    },
  };

  /** The lines of a shop order that sell gift cards (other kinds sell none). */
  async function cardLinesOf(trx: Transaction<Database>, order: { id: number; kind: string }) {
    if (order.kind !== 'shop') return [];
    const lines = await deps.orders.linesFor(trx, order.id);
    const cards = await giftCardSkus(
      trx,
      lines.map((line) => line.item_id),
    );
    return lines.filter((line) => cards.has(line.item_id));
  }

  /** Issues one card per unit of an order's gift-card lines, to its buyer. */
  async function issueSold(
    trx: Transaction<Database>,
    order: { id: number; kind: string; order_no: string; visitor_id: number },
  ) {
    const lines = await cardLinesOf(trx, order);
    if (lines.length === 0) return;
    const settings = await readGiftCardSettings(trx);
    for (const line of lines) {
      for (let unit = 0; unit < line.quantity; unit++) {
        await issueCard(
          trx,
          {
            valueSen: line.list_price_sen ?? line.unit_price_sen,
            source: 'sold',
            pin: settings.pin,
            expiresOn: addMonths(today(), settings.validityMonths),
            orderId: order.id,
            orderNo: order.order_no,
            orderLineId: line.id,
            buyerId: order.visitor_id,
          },
          at(),
        );
      }
    }
  }

  const watcher: OrderWatcher = {
    paid: (trx, order) => issueSold(trx, order),

    // An order that expired unpaid gives its card part back to the card.
    async expired(trx, order) {
      const paid = await payments.paymentsOf(trx, order.id);
      for (const payment of paid) {
        if (payment.provider !== GIFT_CARD_PROVIDER || payment.status !== 'succeeded') continue;
        await payments.giveBack(
          trx,
          { id: payment.id, orderId: order.id, reason: 'order expired unpaid' },
          async (refundId, amountSen) => {
            await moveBalance(
              trx,
              Number(payment.gateway_id),
              amountSen,
              'release',
              { orderId: order.id, orderNo: order.order_no, paymentId: payment.id, refundId },
              at(),
            );
            return `giftcard_release_${refundId}`;
          },
        );
      }
    },

    // A sold card refunded is voided, only while no one has spent from it.
    async refunded(trx, order, refund) {
      const cardLines = new Set((await cardLinesOf(trx, order)).map((line) => line.id));
      for (const unit of refund.units.lines) {
        if (!cardLines.has(unit.lineId)) continue;
        const unspent = await trx
          .selectFrom('gift_card')
          .select(['id', 'balance_sen'])
          .where('order_line_id', '=', unit.lineId)
          .where('status', '=', 'active')
          .where((eb) => eb('balance_sen', '=', eb.ref('value_sen')))
          .orderBy('id')
          .limit(unit.quantity)
          .execute();
        if (unspent.length < unit.quantity) throw new AppError('giftCardSpent');
        for (const card of unspent) {
          await voidCard(trx, card.id, 'refunded as a sale', null, {
            orderId: order.id,
            orderNo: order.order_no,
          });
        }
      }
    },
  };

  /** Voids a card: its balance goes, in one entry. False when it was void, expired or empty. */
  async function voidCard(
    trx: Transaction<Database>,
    cardId: number,
    reason: string,
    staffId: number | null,
    order: { orderId?: number; orderNo?: string } = {},
  ): Promise<boolean> {
    const card = await trx
      .updateTable('gift_card')
      .set({ status: 'void', reason, updated_at: at() })
      .where('id', '=', cardId)
      .where('status', '=', 'active')
      .returning(['balance_sen'])
      .executeTakeFirst();
    if (!card) return false;
    await moveBalance(
      trx,
      cardId,
      -card.balance_sen,
      'void',
      { note: reason, staffId, orderId: order.orderId ?? null, orderNo: order.orderNo ?? '' },
      at(),
    );
    return true;
  }

  /** Cards past their last day with money left expire; their balance goes in one entry each. */
  async function expireDue(batch = 200): Promise<number> {
    const due = await db
      .selectFrom('gift_card')
      .select(['id'])
      .where('status', 'in', ['active', 'spent'])
      .where('expires_on', '<', today())
      .limit(batch)
      .execute();
    let expired = 0;
    for (const { id } of due) {
      const done = await db.transaction().execute(async (trx) => {
        const card = await trx
          .updateTable('gift_card')
          .set({ status: 'expired', updated_at: at() })
          .where('id', '=', id)
          .where('status', 'in', ['active', 'spent'])
          .where('expires_on', '<', today())
          .returning(['balance_sen'])
          .executeTakeFirst();
        if (!card) return false;
        if (card.balance_sen > 0) {
          await moveBalance(
            trx,
            id,
            -card.balance_sen,
            'expire',
            { note: 'past its last day' },
            at(),
          );
        }
        return true;
      });
      if (done) expired++;
    }
    return expired;
  }

  return { tender, refunds, watcher, usableCard, voidCard, expireDue, wrong };
}

export type GiftCardCheckout = ReturnType<typeof createGiftCardCheckout>;
