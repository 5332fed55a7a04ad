import {
  envelopeSchema,
  goodListDataSchema,
  goodListQuerySchema,
  goodsByTypeSchema,
  goodsDetailQuerySchema,
  goodsDetailSchema,
  goodsTypeListSchema,
  kindQuerySchema,
  ticketListSchema,
} from '@scenic/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '#server/lib/envelope.ts';
import type { CatalogueService } from './service.ts';

export function catalogueRoutes(catalogue: CatalogueService) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const tags = ['catalogue'];

    app.get(
      '/index/index/ticketList',
      {
        schema: {
          tags,
          summary: 'Tickets on sale',
          response: { 200: envelopeSchema(ticketListSchema) },
        },
      },
      async (request) => ok(await catalogue.tickets(request.locale)),
    );

    app.get(
      '/index/index/goodList',
      {
        schema: {
          tags,
          summary: 'One page of goods of a kind (store, hire, food), by type or keyword',
          querystring: goodListQuerySchema,
          response: { 200: envelopeSchema(goodListDataSchema) },
        },
      },
      async (request) => ok(await catalogue.goodList(request.query, request.locale)),
    );

    app.get(
      '/index/index/goodsDetail',
      {
        schema: {
          tags,
          summary: 'A good with spec_list and goodsSpec (every combination: price and stock)',
          querystring: goodsDetailQuerySchema,
          response: { 200: envelopeSchema(goodsDetailSchema) },
        },
      },
      async (request) => ok(await catalogue.detail(request.query.id, request.locale)),
    );

    app.get(
      '/index/index/getGoodsTypeList',
      {
        schema: {
          tags,
          summary: 'Goods types of a kind',
          querystring: kindQuerySchema,
          response: { 200: envelopeSchema(goodsTypeListSchema) },
        },
      },
      async (request) => ok(await catalogue.goodsTypes(request.query.kind, request.locale)),
    );

    app.get(
      '/index/index/getGoods',
      {
        schema: {
          tags,
          summary: "A kind's goods grouped by type (the food menu, the store's aisles)",
          querystring: kindQuerySchema,
          response: { 200: envelopeSchema(goodsByTypeSchema) },
        },
      },
      async (request) => ok(await catalogue.goodsByType(request.query.kind, request.locale)),
    );
  };
}
