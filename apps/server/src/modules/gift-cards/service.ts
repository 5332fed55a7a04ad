import {
  type ConsoleGiftCard,
  type ConsoleGiftCardList,
  type ConsoleGiftCardListQuery,
  consoleGiftCardListQuerySchema,
  type GiftCard,
  type GiftCardEntry,
  type GiftCardInput,
  type GiftCardLedger,
  type GiftCardTotals,
  type IssuedGiftCard,
  type IssueGiftCardBody,
  normaliseGiftCardCode,
  rmToSen,
  senToRm,
  showGiftCardCode,
} from '@scenic/contracts';
import type { Db } from '#server/db/database.ts';
import { attractionToday } from '#server/lib/attraction-time.ts';
import { AppError, notFound } from '#server/lib/errors.ts';
import type { StaffActor } from '#server/lib/staff-actor.ts';
import type { Audit } from '#server/modules/audit/service.ts';
import type { VisitorRow } from '#server/modules/auth/tables.ts';
import { type GiftCardCheckout, readGiftCardSettings } from './checkout.ts';
import { addMonths, issueCard } from './ledger.ts';
import type { GiftCardRow } from './tables.ts';

/** Rows a page of the console's list holds. */
export const GIFT_CARD_PAGE_SIZE = 20;

/**
 * Who holds a card as staff see it: a phone's last four digits, or an e-mail's first letter and
 * domain; enough to tell a caller's card apart, not to contact them.
 */
function maskHolder(holder: { phone: string | null; email: string | null } | undefined): string {
  if (holder?.phone) return `•••${holder.phone.slice(-4)}`;
  const [name = '', domain = ''] = (holder?.email ?? '').split('@');
  return name && domain ? `${name.slice(0, 1)}•••@${domain}` : '•••';
}

/** Money owed to card holders and where cards' money went, from the ledger (decision 042). */
export async function giftCardTotals(db: Db): Promise<GiftCardTotals> {
  const byKind = await db
    .selectFrom('gift_card_entry')
    .innerJoin('gift_card', 'gift_card.id', 'gift_card_entry.card_id')
    .select([
      'gift_card_entry.kind',
      'gift_card.source',
      (eb) => eb.fn.sum<number | string>('gift_card_entry.amount_sen').as('sen'),
    ])
    .groupBy(['gift_card_entry.kind', 'gift_card.source'])
    .execute();
  const sum = (test: (row: (typeof byKind)[number]) => boolean) =>
    byKind.filter(test).reduce((total, row) => total + Number(row.sen), 0);
  const active = await db
    .selectFrom('gift_card')
    .select([
      (eb) => eb.fn.countAll<number | string>().as('cards'),
      (eb) => eb.fn.sum<number | string>('balance_sen').as('sen'),
    ])
    .where('status', '=', 'active')
    .executeTakeFirst();
  return {
    outstanding: senToRm(Number(active?.sen ?? 0)),
    sold: senToRm(sum((row) => row.kind === 'issue' && row.source === 'sold')),
    issued: senToRm(sum((row) => row.kind === 'issue' && row.source === 'issued')),
    // Spent on orders, less what refunds and lapsed orders put back.
    redeemed: senToRm(-sum((row) => ['redeem', 'refund', 'release'].includes(row.kind))),
    expired: senToRm(-sum((row) => row.kind === 'expire' || row.kind === 'void')),
    activeCards: Number(active?.cards ?? 0),
  };
}

export interface GiftCardServiceDeps {
  db: Db;
  audit: Audit;
  checkout: GiftCardCheckout;
  utcOffset: string;
  now: () => number;
}

/** Gift cards as visitors keep them in My centre and as staff issue, find and void them. */
export function createGiftCards(deps: GiftCardServiceDeps) {
  const { db, checkout } = deps;
  const at = () => new Date(deps.now()).toISOString();

  function visitorView(row: GiftCardRow, visitorId: number): GiftCard {
    const holds = row.holder_id === visitorId;
    return {
      id: row.id,
      code: showGiftCardCode(row.code),
      // The buyer sees the PIN to send it on; once someone else holds the card, neither shows.
      pin: holds || row.holder_id === null ? row.pin : '',
      value: senToRm(row.value_sen),
      balance: holds || row.holder_id === null ? senToRm(row.balance_sen) : senToRm(0),
      status: row.status,
      expiresOn: row.expires_on,
      mine: holds ? 'held' : row.holder_id === null ? 'bought' : 'given',
      orderNo: '',
    };
  }

  async function withOrderNos<T extends { id: number }>(
    rows: GiftCardRow[],
    view: (row: GiftCardRow) => T & { orderNo: string },
  ) {
    // A sold card's issue entry names the order it was bought in.
    const sold = rows.filter((row) => row.order_id !== null).map((row) => row.id);
    const issues =
      sold.length === 0
        ? []
        : await db
            .selectFrom('gift_card_entry')
            .select(['card_id', 'order_no'])
            .where('card_id', 'in', sold)
            .where('kind', '=', 'issue')
            .execute();
    const orderNo = new Map(issues.map((issue) => [issue.card_id, issue.order_no]));
    return rows.map((row) => ({ ...view(row), orderNo: orderNo.get(row.id) ?? '' }));
  }

  async function consoleRows(rows: GiftCardRow[]): Promise<ConsoleGiftCard[]> {
    const holderIds = [...new Set(rows.flatMap((row) => (row.holder_id ? [row.holder_id] : [])))];
    const holders =
      holderIds.length === 0
        ? []
        : await db
            .selectFrom('visitor')
            .select(['id', 'phone', 'email'])
            .where('id', 'in', holderIds)
            .execute();
    const holderOf = new Map(holders.map((holder) => [holder.id, holder]));
    return withOrderNos(rows, (row) => ({
      id: row.id,
      code: showGiftCardCode(row.code),
      hasPin: row.pin !== '',
      value: senToRm(row.value_sen),
      balance: senToRm(row.balance_sen),
      status: row.status,
      source: row.source,
      orderNo: '',
      reason: row.reason,
      holder: row.holder_id ? maskHolder(holderOf.get(row.holder_id)) : '',
      createdAt: row.created_at,
      expiresOn: row.expires_on,
    }));
  }

  async function consoleCard(id: number): Promise<ConsoleGiftCard> {
    const row = await db
      .selectFrom('gift_card')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound();
    const [card] = await consoleRows([row]);
    if (!card) throw notFound();
    return card;
  }

  return {
    /** The visitor's cards: those they hold, then those they bought for someone else. */
    async mine(visitor: VisitorRow): Promise<GiftCard[]> {
      const rows = await db
        .selectFrom('gift_card')
        .selectAll()
        .where((eb) => eb.or([eb('holder_id', '=', visitor.id), eb('buyer_id', '=', visitor.id)]))
        .orderBy('id', 'desc')
        .limit(200)
        .execute();
      const rank = { held: 0, bought: 1, given: 2 } as const;
      const cards = await withOrderNos(rows, (row) => visitorView(row, visitor.id));
      return cards.sort((a, b) => rank[a.mine] - rank[b.mine]);
    },

    /**
     * Adds a card to the visitor's My centre (the code and PIN typed): from then on only they may
     * use it. Wrong codes count towards the same limit as at checkout.
     */
    async add(visitor: VisitorRow, input: GiftCardInput): Promise<GiftCard> {
      const card = await checkout.usableCard(db, visitor.id, {
        code: normaliseGiftCardCode(input.code),
        pin: input.pin,
      });
      await db
        .updateTable('gift_card')
        .set({ holder_id: visitor.id, updated_at: at() })
        .where('id', '=', card.id)
        .where('holder_id', 'is', null)
        .execute();
      const row = await db
        .selectFrom('gift_card')
        .selectAll()
        .where('id', '=', card.id)
        .executeTakeFirstOrThrow();
      if (row.holder_id !== visitor.id) throw new AppError('giftCardNotYours');
      const [view] = await withOrderNos([row], (one) => visitorView(one, visitor.id));
      if (!view) throw notFound();
      return view;
    },

    /** Cards found by code, order number or holder's phone, newest first, with the totals. */
    async list(query: ConsoleGiftCardListQuery): Promise<ConsoleGiftCardList> {
      const { q, status, page } = consoleGiftCardListQuerySchema.parse(query);
      let found = db.selectFrom('gift_card');
      if (status) found = found.where('gift_card.status', '=', status);
      if (q) {
        const code = normaliseGiftCardCode(q);
        const digits = q.replace(/\D/g, '');
        found = found.where((eb) =>
          eb.or([
            eb('gift_card.code', 'like', `${code.replace(/[%_]/g, '')}%`),
            eb(
              'gift_card.id',
              'in',
              eb
                .selectFrom('gift_card_entry')
                .select('gift_card_entry.card_id')
                .where('gift_card_entry.kind', '=', 'issue')
                .where('gift_card_entry.order_no', '=', q.toUpperCase()),
            ),
            ...(digits.length >= 4
              ? [
                  eb(
                    'gift_card.holder_id',
                    'in',
                    eb
                      .selectFrom('visitor')
                      .select('visitor.id')
                      .where('visitor.phone', 'like', `%${digits}`),
                  ),
                ]
              : []),
          ]),
        );
      }
      const [rows, count, totals] = await Promise.all([
        found
          .selectAll('gift_card')
          .orderBy('gift_card.id', 'desc')
          .limit(GIFT_CARD_PAGE_SIZE)
          .offset((page - 1) * GIFT_CARD_PAGE_SIZE)
          .execute(),
        found.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
        giftCardTotals(db),
      ]);
      return { rows: await consoleRows(rows), total: Number(count?.n ?? 0), totals };
    },

    /** A card staff issue (compensation, a prize), audited; its PIN shows once. */
    async issue(body: IssueGiftCardBody, actor: StaffActor): Promise<IssuedGiftCard> {
      const settings = await readGiftCardSettings(db);
      const today = attractionToday(deps.utcOffset, deps.now());
      const card = await db.transaction().execute(async (trx) => {
        const row = await issueCard(
          trx,
          {
            valueSen: rmToSen(body.amount),
            source: 'issued',
            pin: settings.pin,
            expiresOn: addMonths(today, settings.validityMonths),
            reason: body.reason,
            staffId: actor.staffId,
          },
          at(),
        );
        await deps.audit.record(trx, {
          ...actor,
          action: 'gift_card.issued',
          target: `gift_card:${row.id}`,
          before: null,
          // The code and PIN are the money itself: the log names the card by id only.
          after: { value: body.amount, reason: body.reason },
        });
        return row;
      });
      return { card: await consoleCard(card.id), pin: card.pin };
    },

    /** Voids a card with what is left on it, audited. */
    async void(id: number, reason: string, actor: StaffActor): Promise<ConsoleGiftCard> {
      const before = await consoleCard(id);
      await db.transaction().execute(async (trx) => {
        if (!(await checkout.voidCard(trx, id, reason, actor.staffId))) {
          throw new AppError('giftCardAlreadyVoid');
        }
        await deps.audit.record(trx, {
          ...actor,
          action: 'gift_card.voided',
          target: `gift_card:${id}`,
          before: { status: before.status, balance: before.balance },
          after: { status: 'void', reason },
        });
      });
      return consoleCard(id);
    },

    /** A card with every entry of its ledger, newest first. */
    async ledger(id: number): Promise<GiftCardLedger> {
      const card = await consoleCard(id);
      const entries = await db
        .selectFrom('gift_card_entry')
        .leftJoin('staff', 'staff.id', 'gift_card_entry.staff_id')
        .select([
          'gift_card_entry.id',
          'gift_card_entry.kind',
          'gift_card_entry.amount_sen',
          'gift_card_entry.balance_after_sen',
          'gift_card_entry.order_no',
          'gift_card_entry.note',
          'gift_card_entry.created_at',
          'staff.display_name as staff',
        ])
        .where('gift_card_entry.card_id', '=', id)
        .orderBy('gift_card_entry.id', 'desc')
        .execute();
      return {
        card,
        entries: entries.map(
          (entry): GiftCardEntry => ({
            id: entry.id,
            kind: entry.kind,
            amount: senToRm(entry.amount_sen),
            balanceAfter: senToRm(entry.balance_after_sen),
            orderNo: entry.order_no,
            note: entry.note,
            staff: entry.staff ?? '',
            at: entry.created_at,
          }),
        ),
      };
    },
  };
}

export type GiftCards = ReturnType<typeof createGiftCards>;
