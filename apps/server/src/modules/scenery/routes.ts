import {
  collectSceneryBodySchema,
  collectScenerySchema,
  createImgOrderQuerySchema,
  downloadImgQuerySchema,
  downloadLinkSchema,
  envelopeSchema,
  MAX_PATH_PARAM_LENGTH,
  orderRequestHeadersSchema,
  paymentStartSchema,
  sceneryDetailQuerySchema,
  sceneryDetailSchema,
  sceneryListQuerySchema,
  sceneryListSchema,
} from '@scenic/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '#server/lib/envelope.ts';
import type { VisitorRow } from '#server/modules/auth/tables.ts';
import { orderRequest } from '#server/modules/orders/request-key.ts';
import type { SceneryService } from './service.ts';

export function sceneryRoutes(scenery: SceneryService) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const tags = ['scenery'];
    const security = [{ token: [] }];

    app.get(
      '/index/index/sceneryList',
      {
        preHandler: instance.optionalVisitor,
        schema: {
          tags,
          summary: 'One page of scenery images (thumbnails and previews); `collect` for favourites',
          querystring: sceneryListQuerySchema,
          response: { 200: envelopeSchema(sceneryListSchema) },
        },
      },
      async (request) => ok(await scenery.list(request.visitor, request.query, request.locale)),
    );

    app.get(
      '/index/index/sceneryDetail',
      {
        preHandler: instance.optionalVisitor,
        schema: {
          tags,
          summary: 'A scenery image: preview, price, favourite, and the visitor’s order of it',
          querystring: sceneryDetailQuerySchema,
          response: { 200: envelopeSchema(sceneryDetailSchema) },
        },
      },
      async (request) =>
        ok(await scenery.detail(request.visitor, request.query.id, request.locale)),
    );

    app.post(
      '/index/index/collectScenery',
      {
        preParsing: instance.requireVisitor,
        schema: {
          tags,
          security,
          summary: 'Favourite (collect: true) or unfavourite an image; idempotent',
          body: collectSceneryBodySchema,
          response: { 200: envelopeSchema(collectScenerySchema) },
        },
      },
      async (request) =>
        ok(
          await scenery.collect(
            request.visitor as VisitorRow,
            request.body.id,
            request.body.collect,
          ),
        ),
    );

    app.get(
      '/index/order/createImgOrder',
      {
        preParsing: instance.requireVisitor,
        schema: {
          tags,
          security,
          summary: 'Order an image at the server’s price; the answer says where to pay',
          querystring: createImgOrderQuerySchema,
          headers: orderRequestHeadersSchema,
          response: { 200: envelopeSchema(paymentStartSchema) },
        },
      },
      async (request) =>
        ok(
          await scenery.createOrder(
            request.visitor as VisitorRow,
            request.query.id,
            orderRequest(request.headers['idempotency-key'], 'createImgOrder', request.query),
          ),
        ),
    );

    app.get(
      '/index/order/downloadImg',
      {
        preParsing: instance.requireVisitor,
        schema: {
          tags,
          security,
          summary: 'A short-lived signed link to the original of a paid image order (buyer only)',
          querystring: downloadImgQuerySchema,
          response: { 200: envelopeSchema(downloadLinkSchema) },
        },
      },
      async (request) =>
        ok(await scenery.downloadLink(request.visitor as VisitorRow, request.query.id)),
    );

    app.get(
      '/files/scenery/:token',
      {
        schema: {
          tags,
          summary: 'The original behind a signed download link',
          params: z.object({ token: z.string().max(MAX_PATH_PARAM_LENGTH) }),
        },
      },
      async (request, reply) => {
        const { file, fileName } = await scenery.openLink(request.params.token);
        return reply
          .header('content-type', file.contentType)
          .header('content-length', file.size)
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .header('cache-control', 'private, no-store')
          .send(file.body);
      },
    );
  };
}
