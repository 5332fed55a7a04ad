import {
  envelopeSchema,
  getBannerBodySchema,
  getBannerDataSchema,
  indexDataQuerySchema,
  indexDataSchema,
  noticeListSchema,
} from '@scenic/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, sendSerialized } from '#server/lib/envelope.ts';
import type { HomeReader } from './reader.ts';

/** The home page: its banners, the notice marquee and its data. */
export function homeRoutes(home: HomeReader) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const tags = ['content'];

    app.post(
      '/index/index/getBanner',
      {
        schema: {
          tags,
          summary: 'Banners of the home slots; body {key: ["home", "homeCenter"]}',
          body: getBannerBodySchema,
          response: { 200: envelopeSchema(getBannerDataSchema) },
        },
      },
      async (request) => ok(await home.banners(request.body.key, request.locale)),
    );

    app.get(
      '/index/index/getNoticet',
      {
        schema: {
          tags,
          summary: 'Notice marquee texts',
          response: { 200: envelopeSchema(noticeListSchema) },
        },
      },
      async (request) => ok(await home.notices(request.locale)),
    );

    app.get(
      '/index/index/indexData',
      {
        schema: {
          tags,
          summary:
            'Home data: home images and scene look list (JSON strings) and the home shop list; `type` selects one part',
          querystring: indexDataQuerySchema,
          response: {
            200: envelopeSchema(
              z.union([indexDataSchema, indexDataSchema.shape.shopList, z.string()]),
            ),
          },
        },
      },
      async (request, reply) => {
        const { locale } = request;
        switch (request.query.type) {
          case 'homeImages':
            return ok(await home.homeImages(locale));
          case 'sceneLook':
            return ok(await home.sceneLook(locale));
          case 'shopList':
            return ok((await home.indexData(locale)).shopList);
          default:
            return sendSerialized(reply, await home.indexDataEnvelope(locale));
        }
      },
    );
  };
}
