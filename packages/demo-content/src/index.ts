import { addDays, attractionToday, type Database } from '@scenic/server/seeding';
import type { Kysely, Transaction } from 'kysely';
import {
  foodPickupPoint,
  type GoodsSeed,
  giftCard,
  giftCardType,
  goods,
  goodsTypes,
  scenery,
  tickets,
} from './catalogue-data.ts';
import { areaCodes, banners, homeImages, notices, sceneLook } from './content-data.ts';
import { agreements, help, scenic, weatherFallback, weatherGuarantee } from './info-data.ts';
import { demoCameras } from './media-data.ts';
import { gateChecks, ticketDetails } from './ticket-data.ts';

const SEED_MARKER = 'seed.demo';
/** Each later part of the demo has its own marker, so databases seeded before it get it too. */
const TICKETS_MARKER = 'seed.demo.tickets';
const RENTALS_FOOD_MARKER = 'seed.demo.rentals-food';
const CAMERAS_MARKER = 'seed.demo.cameras';
const PROMOTIONS_MARKER = 'seed.demo.promotions';
const GIFT_CARD_MARKER = 'seed.demo.gift-card';
const TAX_MARKER = 'seed.demo.tax';

/**
 * Fills an empty database with the demo attraction. Idempotent: the first instance to claim the
 * marker row seeds, in the same transaction; every later run (or a racing instance) does nothing.
 */
/**
 * Seeds the demo attraction once. `utcOffset` is the attraction's clock (ATTRACTION_UTC_OFFSET): the
 * seeded closed day and holiday fall that many days after the attraction's today, not the server's.
 */
export async function seedDemo(
  db: Kysely<Database>,
  now = new Date(),
  utcOffset = '+08:00',
): Promise<boolean> {
  const base = await seedPart(db, SEED_MARKER, now, async (trx) => {
    await seedContent(trx, now);
    await seedCatalogue(trx);
  });
  const tickets = await seedPart(db, TICKETS_MARKER, now, (trx) =>
    seedTicketDetails(trx, attractionToday(utcOffset, now.getTime())),
  );
  const rentalsFood = await seedPart(db, RENTALS_FOOD_MARKER, now, seedRentalAndFoodTerms);
  const cameras = await seedPart(db, CAMERAS_MARKER, now, async (trx) => {
    await trx
      .insertInto('camera')
      .values(demoCameras.map((camera, index) => ({ ...camera, sort: index + 1 })))
      .execute();
  });
  const promotions = await seedPart(db, PROMOTIONS_MARKER, now, (trx) => seedPromotions(trx, now));
  const giftCards = await seedPart(db, GIFT_CARD_MARKER, now, seedGiftCard);
  const tax = await seedPart(db, TAX_MARKER, now, (trx) => seedTaxRegistration(trx, now));
  return base || tickets || rentalsFood || cameras || promotions || giftCards || tax;
}

/**
 * The demo company's registration numbers on every receipt (decision 044): made-up numbers in the
 * shapes SSM and LHDN use, so a receipt reads as a real one does. A park that already saved its own
 * tax settings keeps them.
 */
const demoRegistration = {
  companyRegNo: '201901012345 (1234567-K)',
  sstRegNo: 'C10-1808-32000123',
  tin: 'C2584563200',
};

async function seedTaxRegistration(trx: Transaction<Database>, now: Date): Promise<void> {
  await trx
    .insertInto('setting')
    .values({
      key: 'tax',
      value: JSON.stringify({ registration: demoRegistration }),
      updated_at: now.toISOString(),
    })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}

/**
 * The gift card sold in the shop (decision 042), in a category of its own: after every other
 * category and item, so the shop still opens on the same goods.
 */
async function seedGiftCard(trx: Transaction<Database>): Promise<void> {
  const last = await trx
    .selectFrom('goods_type')
    .select((eb) => eb.fn.max<number>('sort').as('sort'))
    .executeTakeFirst();
  const { id: typeId } = await trx
    .insertInto('goods_type')
    .values({ ...giftCardType, sort: Number(last?.sort ?? 0) + 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const lastGoods = await trx
    .selectFrom('goods')
    .select((eb) => eb.fn.max<number>('sort').as('sort'))
    .executeTakeFirst();
  await insertGoods(trx, giftCard, typeId, Number(lastGoods?.sort ?? 0) + 1, goods.length);
}

/**
 * A welcome code to try at checkout: WELCOME10 takes 10% off anything, at most once per visitor
 * (decision 040).
 */
async function seedPromotions(trx: Transaction<Database>, now: Date): Promise<void> {
  const at = now.toISOString();
  const promotion = await trx
    .insertInto('promotion')
    .values({
      name: 'Welcome 10%',
      type: 'percent',
      value: 10,
      scope: JSON.stringify({
        kinds: [],
        ticketIds: [],
        variantIds: [],
        goodsIds: [],
        categoryIds: [],
      }),
      sale_from: null,
      sale_to: null,
      visit_from: null,
      visit_to: null,
      max_uses: null,
      max_per_visitor: 1,
      max_units_per_order: null,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('promotion_code')
    .values({ promotion_id: promotion.id, code: 'WELCOME10' })
    .execute();
}

/** Runs one part of the seed in a transaction, only if this instance claims its marker first. */
function seedPart(
  db: Kysely<Database>,
  marker: string,
  now: Date,
  fill: (trx: Transaction<Database>) => Promise<void>,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('setting')
      .values({ key: marker, value: '1', updated_at: now.toISOString() })
      .onConflict((oc) => oc.column('key').doNothing())
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    await fill(trx);
    return true;
  });
}

/** Rental units, limits and deposits; the food court's pick-up point and kitchen times. */
async function seedRentalAndFoodTerms(trx: Transaction<Database>): Promise<void> {
  for (const [index, item] of goods.entries()) {
    if (item.rent) {
      await replaceDurationOptions(trx, item, index);
      await trx
        .updateTable('goods')
        .set({
          rent_unit: item.rent.unit,
          rent_max: item.rent.max,
          deposit_sen: item.rent.depositSen,
        })
        .where('kind', '=', 'hire')
        .where('cover', '=', item.cover)
        .execute();
    }
    if (item.prepMinutes !== undefined) {
      await trx
        .updateTable('goods')
        .set({ pickup_point: foodPickupPoint, prep_minutes: item.prepMinutes })
        .where('kind', '=', 'food')
        .where('cover', '=', item.cover)
        .execute();
    }
  }
}

/**
 * Demo rentals seeded before rentals were priced per hour or day had a "Duration" option (2 hours,
 * 1 day...) with its own price; multiplied by the days it would charge twice for time. Those demo
 * rows get the current options and prices instead.
 */
async function replaceDurationOptions(
  trx: Transaction<Database>,
  item: GoodsSeed,
  index: number,
): Promise<void> {
  const row = await trx
    .selectFrom('goods')
    .innerJoin('goods_spec', 'goods_spec.goods_id', 'goods.id')
    .select('goods.id')
    .where('goods.kind', '=', 'hire')
    .where('goods.cover', '=', item.cover)
    .where('goods_spec.name', 'like', '%"en":"Duration"%')
    .executeTakeFirst();
  if (!row) return;
  await trx.deleteFrom('goods_sku').where('goods_id', '=', row.id).execute();
  const specs = await trx
    .selectFrom('goods_spec')
    .select('id')
    .where('goods_id', '=', row.id)
    .execute();
  if (specs.length > 0) {
    await trx
      .deleteFrom('goods_spec_option')
      .where(
        'spec_id',
        'in',
        specs.map((spec) => spec.id),
      )
      .execute();
    await trx.deleteFrom('goods_spec').where('goods_id', '=', row.id).execute();
  }
  await seedSpecsAndSkus(trx, row.id, item, index);
}

async function seedTicketDetails(trx: Transaction<Database>, today: string): Promise<void> {
  const rows = await trx.selectFrom('ticket').select('id').orderBy('sort').orderBy('id').execute();
  const checks = await trx
    .insertInto('gate_check')
    .values(gateChecks.map((name, sort) => ({ name, sort })))
    .returning('id')
    .execute();
  for (const [index, details] of ticketDetails.entries()) {
    const ticket = rows[index];
    if (!ticket) break;
    await trx
      .updateTable('ticket')
      .set({
        description: details.description,
        notes: details.notes,
        images: JSON.stringify(details.images),
        daily_capacity: details.capacity,
      })
      .where('id', '=', ticket.id)
      .execute();
    await trx
      .insertInto('ticket_variant')
      .values(
        details.variants.map(([name, price_sen, check], sort) => ({
          ticket_id: ticket.id,
          name,
          price_sen,
          sort,
          check_id: check === undefined ? null : (checks[check]?.id ?? null),
        })),
      )
      .execute();
    if (details.slots.length > 0) {
      await trx
        .insertInto('ticket_slot')
        .values(
          details.slots.map(([label, capacity], sort) => ({
            ticket_id: ticket.id,
            label,
            capacity,
            sort,
          })),
        )
        .execute();
    }
  }
  // A maintenance day for the canopy walk, and a holiday price for the day pass, a little ahead.
  const canopy = rows[1];
  const dayPass = rows[0];
  const day = (offset: number) => addDays(today, offset);
  if (canopy) {
    await trx
      .insertInto('ticket_day')
      .values({ ticket_id: canopy.id, date: day(9), capacity: 240, closed: 1 })
      .execute();
  }
  if (dayPass) {
    await trx
      .insertInto('ticket_day')
      .values({ ticket_id: dayPass.id, date: day(12), capacity: 500, price_percent: 120 })
      .execute();
  }
}

async function seedContent(trx: Transaction<Database>, now: Date): Promise<void> {
  const updated_at = now.toISOString();
  const settings: Record<string, unknown> = {
    home_images: homeImages(countdownTarget(now)),
    scene_look: sceneLook,
    scenic,
    help,
    weather_guarantee: weatherGuarantee,
    weather_fallback: weatherFallback,
  };
  await trx
    .insertInto('setting')
    .values(
      Object.entries(settings).map(([key, value]) => ({
        key,
        value: JSON.stringify(value),
        updated_at,
      })),
    )
    .execute();
  await trx.insertInto('banner').values(banners).execute();
  await trx.insertInto('notice').values(notices).execute();
  await trx.insertInto('area_code').values(areaCodes).execute();
  await trx.insertInto('agreement').values(agreements(updated_at)).execute();
}

async function seedCatalogue(trx: Transaction<Database>): Promise<void> {
  await trx.insertInto('ticket').values(tickets).execute();
  await trx
    .insertInto('scenery')
    .values(scenery.map((item, index) => ({ ...item, sort: index + 1 })))
    .execute();

  const typeIds: number[] = [];
  for (const [index, type] of goodsTypes.entries()) {
    const row = await trx
      .insertInto('goods_type')
      .values({ ...type, sort: index + 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    typeIds.push(row.id);
  }

  for (const [index, item] of goods.entries()) {
    const typeId = typeIds[item.type - 1];
    if (typeId === undefined)
      throw new Error(`seed goods ${index} names unknown type ${item.type}`);
    await insertGoods(trx, item, typeId, index + 1, index);
  }
}

/** One item with its specs and SKUs. */
async function insertGoods(
  trx: Transaction<Database>,
  item: Omit<GoodsSeed, 'type'>,
  typeId: number,
  sort: number,
  index: number,
): Promise<void> {
  const { id: goodsId } = await trx
    .insertInto('goods')
    .values({
      kind: item.kind,
      type_id: typeId,
      name: item.name,
      intro: item.intro,
      description: item.description,
      cover: item.cover,
      images: JSON.stringify([item.cover]),
      score_tenths: item.score,
      sales: item.sales,
      sort,
      gift_card: item.giftCard ? 1 : 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  await seedSpecsAndSkus(trx, goodsId, item, index);
}

/** A good's specs, their options and one SKU per combination with the seed's prices and stock. */
async function seedSpecsAndSkus(
  trx: Transaction<Database>,
  goodsId: number,
  item: Omit<GoodsSeed, 'type'>,
  index: number,
): Promise<void> {
  const optionIdsBySpec: number[][] = [];
  for (const [specIndex, spec] of item.specs.entries()) {
    const { id: specId } = await trx
      .insertInto('goods_spec')
      .values({ goods_id: goodsId, name: spec.name, sort: specIndex + 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const optionIds: number[] = [];
    for (const [optionIndex, name] of spec.options.entries()) {
      const option = await trx
        .insertInto('goods_spec_option')
        .values({ spec_id: specId, name, sort: optionIndex + 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      optionIds.push(option.id);
    }
    optionIdsBySpec.push(optionIds);
  }

  const combinations = cartesian(optionIdsBySpec);
  if (combinations.length !== item.prices.length) {
    throw new Error(
      `seed goods ${index} has ${combinations.length} combinations but ${item.prices.length} prices`,
    );
  }
  await trx
    .insertInto('goods_sku')
    .values(
      combinations.map((optionIds, comboIndex) => ({
        goods_id: goodsId,
        option_ids: [...optionIds].sort((a, b) => a - b).join(','),
        price_sen: item.prices[comboIndex] ?? 0,
        stock: item.stock,
      })),
    )
    .execute();
}

function cartesian(lists: number[][]): number[][] {
  return lists.reduce<number[][]>(
    (combos, options) => combos.flatMap((combo) => options.map((option) => [...combo, option])),
    [[]],
  );
}

/** Three weeks from now, 19:00 at the attraction (UTC+8), in the spec's date format. */
function countdownTarget(now: Date): string {
  const target = new Date(now.getTime() + 21 * 86_400_000 + 8 * 3_600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${target.getUTCFullYear()}/${pad(target.getUTCMonth() + 1)}/${pad(target.getUTCDate())} 19:00:00`;
}
