import {
  type GoodListData,
  type GoodsByType,
  type GoodsDetail,
  type GoodsKind,
  type GoodsListItem,
  type GoodsType,
  type HomeShopList,
  type Locale,
  type LocalizedText,
  type SectionKeyword,
  senToRm,
  type TicketListItem,
} from '@scenic/contracts';
import type { Db } from '#server/db/database.ts';
import { notFound } from '#server/lib/errors.ts';
import { localize, localizeJson } from '#server/lib/localize.ts';
import * as repo from './repository.ts';

/** How many items of each list the home page shows before "View More". */
const HOME_LIST_SIZE = 6;

type GoodsRow = Awaited<ReturnType<typeof repo.listGoods>>[number];

function toGoodsItem(row: GoodsRow, locale: Locale): GoodsListItem {
  return {
    id: row.id,
    kind: row.kind,
    type_id: row.type_id,
    cover: row.cover,
    name: localizeJson(row.name, locale),
    intro: localizeJson(row.intro, locale),
    score: row.score_tenths / 10,
    min_price: senToRm(Number(row.min_price_sen ?? 0)),
    sales: row.sales,
    rent_unit: row.kind === 'hire' ? row.rent_unit || 'day' : null,
  };
}

/** Tickets, goods, rentals, food and scenery as visitors browse them (read side). */
export function createCatalogueService(db: Db) {
  async function tickets(locale: Locale, limit?: number): Promise<TicketListItem[]> {
    const rows = await repo.listTickets(db, limit);
    return rows.map((row) => ({
      id: row.id,
      cover: row.cover,
      name: localizeJson(row.name, locale),
      intro: localizeJson(row.intro, locale),
      price: senToRm(row.price_sen),
      tags: (JSON.parse(row.tags) as LocalizedText[]).map((tag) => localize(tag, locale)),
    }));
  }

  async function goodsOfKind(kind: GoodsKind, locale: Locale, limit: number) {
    const rows = await repo.listGoods(db, { kind }, 1, limit);
    return rows.map((row) => toGoodsItem(row, locale));
  }

  return {
    tickets,

    /** Whether a banner's detail target (a ticket, a good of that kind, a photograph) exists. */
    itemExists: (kind: SectionKeyword, id: number) => repo.itemExists(db, kind, id),

    /** A good with its specs and every combination's price and stock (SPEC §3). */
    async detail(id: number, locale: Locale): Promise<GoodsDetail> {
      const goods = await repo.findGoods(db, id);
      if (!goods) throw notFound();
      const [{ specs, options }, skus] = await Promise.all([
        repo.specsOf(db, id),
        repo.skusOf(db, id),
      ]);
      const minPriceSen = skus.length > 0 ? Math.min(...skus.map((sku) => sku.price_sen)) : 0;
      const specOfOption = new Map(options.map((option) => [option.id, option.spec_id]));
      return {
        ...toGoodsItem({ ...goods, min_price_sen: minPriceSen }, locale),
        description: localizeJson(goods.description, locale),
        images: JSON.parse(goods.images) as string[],
        spec_list: specs.map((spec) => ({
          id: spec.id,
          name: localizeJson(spec.name, locale),
          child: options
            .filter((option) => option.spec_id === spec.id)
            .map((option) => ({ id: option.id, name: localizeJson(option.name, locale) })),
        })),
        // In stock first, so the preselected combination is one a visitor can buy.
        goodsSpec: [...skus]
          .sort((a, b) => Number(b.stock > 0) - Number(a.stock > 0))
          .map((sku) => ({
            id: sku.id,
            spec_ids: Object.fromEntries(
              sku.option_ids
                .split(',')
                .filter(Boolean)
                .map((optionId) => [String(specOfOption.get(Number(optionId))), Number(optionId)]),
            ),
            price: senToRm(sku.price_sen),
            stock: sku.stock,
          })),
        // A rental without terms of its own is rented by the day, one day at most (as orders price it).
        rent:
          goods.kind === 'hire'
            ? {
                unit: goods.rent_unit || 'day',
                max: goods.rent_max || 1,
                deposit: senToRm(goods.deposit_sen),
              }
            : null,
        food:
          goods.kind === 'food'
            ? {
                pickupPoint: goods.pickup_point ? localizeJson(goods.pickup_point, locale) : '',
                prepMinutes: goods.prep_minutes,
              }
            : null,
        giftCard: goods.gift_card === 1,
      };
    },

    async goodList(
      query: { kind: GoodsKind; typeId?: number; keyword?: string; page: number; limit: number },
      locale: Locale,
    ): Promise<GoodListData> {
      const [rows, total] = await Promise.all([
        repo.listGoods(db, query, query.page, query.limit),
        repo.countGoods(db, query),
      ]);
      return {
        list: rows.map((row) => toGoodsItem(row, locale)),
        total,
        page: query.page,
        limit: query.limit,
      };
    },

    async goodsTypes(kind: GoodsKind, locale: Locale): Promise<GoodsType[]> {
      const rows = await repo.listGoodsTypes(db, kind);
      return rows.map((row) => ({ id: row.id, name: localizeJson(row.name, locale) }));
    },

    async goodsByType(kind: GoodsKind, locale: Locale): Promise<GoodsByType> {
      const [types, rows] = await Promise.all([
        repo.listGoodsTypes(db, kind),
        repo.listGoods(db, { kind }, 1, 1000),
      ]);
      return types.map((type) => ({
        id: type.id,
        name: localizeJson(type.name, locale),
        goods: rows.filter((row) => row.type_id === type.id).map((row) => toGoodsItem(row, locale)),
      }));
    },

    async homeShopList(locale: Locale): Promise<HomeShopList> {
      const [ticketList, storeGoods, hireGoods, foodGoods, scenery] = await Promise.all([
        tickets(locale, HOME_LIST_SIZE),
        goodsOfKind('store', locale, HOME_LIST_SIZE),
        goodsOfKind('hire', locale, HOME_LIST_SIZE),
        goodsOfKind('food', locale, HOME_LIST_SIZE),
        repo.listScenery(db, 8),
      ]);
      const brief = ({ id, cover, name, score, min_price, rent_unit }: GoodsListItem) => ({
        id,
        cover,
        name,
        score,
        min_price,
        rent_unit,
      });
      return {
        ticketList: ticketList.map(({ id, cover, name, price }) => ({ id, cover, name, price })),
        storeGoods: storeGoods.map(brief),
        hireGoods: hireGoods.map(brief),
        foodGoods: foodGoods.map(brief),
        scenery: scenery.map((item) => ({ id: item.id, cover: item.preview || item.cover })),
      };
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
