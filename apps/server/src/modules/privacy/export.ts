import { type Locale, type PersonalData, senToRm, showGiftCardCode } from '@scenic/contracts';
import type { Db } from '#server/db/database.ts';
import { localizeJson } from '#server/lib/localize.ts';

/**
 * A copy of everything the park holds on one visitor (PDPA s30 access, and portability since the
 * 2024 amendment), as one JSON document. Every query is narrowed to the visitor's own id, or to
 * rows of their own orders: nobody else's row can come out of it. These are reads of other
 * modules' tables, listed in scripts/architecture/table-owners.test.ts; nothing here writes.
 */
export async function personalData(db: Db, visitorId: number, locale: Locale, at: string) {
  const [account, signIns, consents, orders, giftCards, reviews, messages, favourites, eInvoices] =
    await Promise.all([
      db
        .selectFrom('visitor')
        .select([
          'id',
          'nickname',
          'avatar',
          'area_code',
          'phone',
          'email',
          'google_sub',
          'facebook_id',
          'created_at',
          'last_login_at',
        ])
        .where('id', '=', visitorId)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('session')
        .select(['created_at', 'last_used_at', 'expires_at', 'revoked_at'])
        .where('visitor_id', '=', visitorId)
        .orderBy('id')
        .execute(),
      db
        .selectFrom('privacy_consent')
        .select(['version', 'accepted_at'])
        .where('visitor_id', '=', visitorId)
        .orderBy('version')
        .execute(),
      ordersOf(db, visitorId, locale),
      db
        .selectFrom('gift_card')
        .select(['id', 'code', 'value_sen', 'balance_sen', 'status', 'expires_on', 'holder_id'])
        .where((eb) => eb.or([eb('holder_id', '=', visitorId), eb('buyer_id', '=', visitorId)]))
        .orderBy('id')
        .execute(),
      db
        .selectFrom('comment')
        .select(['order_id', 'spec', 'score', 'content', 'created_at', 'reply', 'replied_at'])
        .where('visitor_id', '=', visitorId)
        .orderBy('id')
        .execute(),
      db
        .selectFrom('contact_message')
        .select(['name', 'phone', 'email', 'content', 'created_at', 'reply', 'replied_at'])
        .where('visitor_id', '=', visitorId)
        .orderBy('id')
        .execute(),
      db
        .selectFrom('scenery_favourite')
        .innerJoin('scenery', 'scenery.id', 'scenery_favourite.scenery_id')
        .select(['scenery.id', 'scenery.title', 'scenery_favourite.created_at'])
        .where('scenery_favourite.visitor_id', '=', visitorId)
        .orderBy('scenery_favourite.created_at')
        .execute(),
      // The e-invoices asked for from their own orders, with the name, TIN and address they gave.
      db
        .selectFrom('e_invoice_document')
        .innerJoin('orders', 'orders.id', 'e_invoice_document.order_id')
        .leftJoin('e_invoice_buyer', 'e_invoice_buyer.document_id', 'e_invoice_document.id')
        .select([
          'e_invoice_document.number',
          'e_invoice_document.kind',
          'e_invoice_document.status',
          'orders.order_no',
          'e_invoice_buyer.details',
          'e_invoice_buyer.keep_until',
        ])
        .where('orders.visitor_id', '=', visitorId)
        .where('e_invoice_document.kind', '=', 'invoice_individual')
        .orderBy('e_invoice_document.id')
        .execute(),
    ]);
  return {
    format: 'bukit-awan-personal-data/1',
    exportedAt: at,
    account: {
      id: account.id,
      nickname: account.nickname,
      avatar: account.avatar,
      phone: account.phone ?? '',
      email: account.email ?? '',
      signsInWithGoogle: account.google_sub !== null,
      signsInWithFacebook: account.facebook_id !== null,
      createdAt: account.created_at,
      lastSignInAt: account.last_login_at,
    },
    signIns: signIns.map((row) => ({
      signedInAt: row.created_at,
      lastUsedAt: row.last_used_at,
      expiresAt: row.expires_at,
      endedAt: row.revoked_at,
    })),
    consents: consents.map((row) => ({
      notice: 'privacy',
      version: row.version,
      acceptedAt: row.accepted_at,
    })),
    orders,
    giftCards: giftCards.map((row) => ({
      code: showGiftCardCode(row.code),
      value: senToRm(row.value_sen),
      // A card bought for someone who holds it now is theirs: its balance is not this visitor's.
      balance:
        row.holder_id === visitorId || row.holder_id === null ? senToRm(row.balance_sen) : '',
      status: row.status,
      expiresOn: row.expires_on,
      held: row.holder_id === visitorId,
    })),
    reviews: reviews.map((row) => ({
      orderId: row.order_id,
      item: localizeJson(row.spec, locale),
      score: row.score,
      text: row.content,
      writtenAt: row.created_at,
      parkReply: row.reply,
      repliedAt: row.replied_at,
    })),
    messages: messages.map((row) => ({
      name: row.name,
      phone: row.phone,
      email: row.email,
      text: row.content,
      sentAt: row.created_at,
      parkReply: row.reply,
      repliedAt: row.replied_at,
    })),
    favourites: favourites.map((row) => ({
      sceneryId: row.id,
      title: localizeJson(row.title, locale),
      savedAt: row.created_at,
    })),
    eInvoices: eInvoices.map((row) => ({
      number: row.number,
      orderNo: row.order_no,
      status: row.status,
      // Kept as long as the tax law asks, then erased (decision 046).
      buyer: row.details ? (JSON.parse(row.details) as Record<string, unknown>) : null,
      keptUntil: row.keep_until,
    })),
  } satisfies PersonalData;
}

async function ordersOf(db: Db, visitorId: number, locale: Locale) {
  const orders = await db
    .selectFrom('orders')
    .select([
      'id',
      'order_no',
      'kind',
      'status',
      'title',
      'total_sen',
      'discount_sen',
      'promo_code',
      'visit_date',
      'slot_label',
      'note',
      'delivery',
      'rent_start',
      'rent_end',
      'deposit_sen',
      'deposit_note',
      'pickup_no',
      'created_at',
      'paid_at',
    ])
    .where('visitor_id', '=', visitorId)
    .orderBy('id')
    .execute();
  const ids = orders.map((order) => order.id);
  if (ids.length === 0) return [];
  const [lines, payments, refunds, passes] = await Promise.all([
    db
      .selectFrom('order_line')
      .select(['order_id', 'name', 'unit_price_sen', 'quantity', 'refunded'])
      .where('order_id', 'in', ids)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('payment')
      .select([
        'order_id',
        'provider',
        'method',
        'amount_sen',
        'refunded_sen',
        'status',
        'created_at',
      ])
      .where('order_id', 'in', ids)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('refund')
      .select(['order_id', 'amount_sen', 'status', 'reason', 'created_at'])
      .where('order_id', 'in', ids)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('ticket_pass')
      .select(['order_id', 'short_code', 'status', 'used_at'])
      .where('order_id', 'in', ids)
      .orderBy('id')
      .execute(),
  ]);
  const of = <T extends { order_id: number }>(rows: T[], id: number) =>
    rows.filter((row) => row.order_id === id);
  return orders.map((order) => ({
    orderNo: order.order_no,
    kind: order.kind,
    status: order.status,
    title: localizeJson(order.title, locale),
    total: senToRm(order.total_sen),
    discount: senToRm(order.discount_sen),
    promoCode: order.promo_code,
    visitDate: order.visit_date,
    slot: order.slot_label,
    note: order.note,
    delivery: order.delivery ? (JSON.parse(order.delivery) as unknown) : null,
    rental: order.rent_start ? { from: order.rent_start, to: order.rent_end } : null,
    deposit: senToRm(order.deposit_sen),
    depositNote: order.deposit_note,
    pickupNo: order.pickup_no,
    placedAt: order.created_at,
    paidAt: order.paid_at,
    lines: of(lines, order.id).map((line) => ({
      name: localizeJson(line.name, locale),
      unitPrice: senToRm(line.unit_price_sen),
      quantity: line.quantity,
      refunded: line.refunded,
    })),
    payments: of(payments, order.id).map((payment) => ({
      via: payment.provider,
      method: payment.method,
      amount: senToRm(payment.amount_sen),
      refunded: senToRm(payment.refunded_sen),
      status: payment.status,
      at: payment.created_at,
    })),
    refunds: of(refunds, order.id).map((refund) => ({
      amount: senToRm(refund.amount_sen),
      status: refund.status,
      reason: refund.reason,
      at: refund.created_at,
    })),
    passes: of(passes, order.id).map((pass) => ({
      code: pass.short_code,
      status: pass.status,
      usedAt: pass.used_at,
    })),
  }));
}
