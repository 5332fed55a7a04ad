import {
  consoleGoodsIdQuerySchema,
  consoleGoodsListSchema,
  consoleGoodsQuerySchema,
  consoleGoodsSchema,
  consoleGoodsTypeListSchema,
  consoleGoodsTypeQuerySchema,
  consoleGoodsTypeSchema,
  envelopeSchema,
  goodsEnabledBodySchema,
  goodsSaveBodySchema,
  goodsTypeDeleteBodySchema,
  goodsTypeSaveBodySchema,
} from '@scenic/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '#server/lib/envelope.ts';
import { actorOf } from '#server/lib/staff-actor.ts';
import type { CatalogueEditor } from './editor.ts';

/** The console's catalogue: goods, rentals and food, their specs, prices, stock and categories. */
export function consoleCatalogueRoutes(editor: CatalogueEditor) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const tags = ['console: catalogue'];
    const security = [{ staffToken: [] }];
    const editors = instance.requireStaff('content');

    app.get(
      '/console/catalogue/goods',
      {
        preParsing: editors,
        schema: {
          tags,
          security,
          summary:
            'Goods, rentals and food, on or off, by kind, category or words of a name in any language (content)',
          querystring: consoleGoodsQuerySchema,
          response: { 200: envelopeSchema(consoleGoodsListSchema) },
        },
      },
      async (request) => ok(await editor.list(request.query, request.locale)),
    );

    app.get(
      '/console/catalogue/goods/detail',
      {
        preParsing: editors,
        schema: {
          tags,
          security,
          summary:
            'One item in every language, with its specs and each combination’s price and stock (content)',
          querystring: consoleGoodsIdQuerySchema,
          response: { 200: envelopeSchema(consoleGoodsSchema) },
        },
      },
      async (request) => ok(await editor.detail(request.query.id)),
    );

    app.post(
      '/console/catalogue/goods/save',
      {
        preParsing: editors,
        schema: {
          tags,
          security,
          summary:
            'Add an item, or replace one by id, with its specs and one row per combination; visitors see it at once. A category of another kind: 1051; another kind than before: 1052; specs changed meanwhile: 1053 (content)',
          body: goodsSaveBodySchema,
          response: { 200: envelopeSchema(consoleGoodsSchema) },
        },
      },
      async (request) => ok(await editor.save(request.body, actorOf(request))),
    );

    app.post(
      '/console/catalogue/goods/enabled',
      {
        preParsing: editors,
        schema: {
          tags,
          security,
          summary:
            'Turn an item on, or off: hidden from visitors and not ordered any more, its orders kept (content)',
          body: goodsEnabledBodySchema,
          response: { 200: envelopeSchema(consoleGoodsSchema) },
        },
      },
      async (request) =>
        ok(await editor.setEnabled(request.body.id, request.body.enabled, actorOf(request))),
    );

    app.get(
      '/console/catalogue/categories',
      {
        preParsing: editors,
        schema: {
          tags,
          security,
          summary:
            'Categories of one kind or all, in every language, with how many items each holds (content)',
          querystring: consoleGoodsTypeQuerySchema,
          response: { 200: envelopeSchema(consoleGoodsTypeListSchema) },
        },
      },
      async (request) => ok({ list: await editor.categories(request.query.kind) }),
    );

    app.post(
      '/console/catalogue/categories/save',
      {
        preParsing: editors,
        schema: {
          tags,
          security,
          summary: 'Add a category, or rename or reorder one by id (content)',
          body: goodsTypeSaveBodySchema,
          response: { 200: envelopeSchema(consoleGoodsTypeSchema) },
        },
      },
      async (request) => ok(await editor.saveCategory(request.body, actorOf(request))),
    );

    app.post(
      '/console/catalogue/categories/delete',
      {
        preParsing: editors,
        schema: {
          tags,
          security,
          summary: 'Delete an empty category; one that still holds items answers 1050 (content)',
          body: goodsTypeDeleteBodySchema,
          response: { 200: envelopeSchema(z.null()) },
        },
      },
      async (request) => ok(await editor.deleteCategory(request.body.id, actorOf(request))),
    );
  };
}
