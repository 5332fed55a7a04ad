import {
  envelopeSchema,
  getAreaCodeDataSchema,
  getBannerBodySchema,
  getBannerDataSchema,
  getRuleDataSchema,
  getRuleQuerySchema,
  getWeatherDataSchema,
  helpSchema,
  indexDataQuerySchema,
  indexDataSchema,
  noticeListSchema,
  scenicSchema,
  weatherGuaranteeSchema,
} from '@scenic/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, sendSerialized } from '#server/lib/envelope.ts';
import type { ContentService } from './service.ts';

export function contentRoutes(content: ContentService) {
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
      async (request) => ok(await content.banners(request.body.key, request.locale)),
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
      async (request) => ok(await content.notices(request.locale)),
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
            return ok(await content.homeImages(locale));
          case 'sceneLook':
            return ok(await content.sceneLook(locale));
          case 'shopList':
            return ok((await content.indexData(locale)).shopList);
          default:
            sendSerialized(reply, await content.indexDataEnvelope(locale));
            return;
        }
      },
    );

    app.get(
      '/index/index/getScenic',
      {
        schema: {
          tags,
          summary: 'Scenic-area info',
          response: { 200: envelopeSchema(scenicSchema) },
        },
      },
      async (request) => ok(await content.scenic(request.locale)),
    );

    app.get(
      '/index/index/help',
      {
        schema: {
          tags,
          summary: 'Company info (help data)',
          response: { 200: envelopeSchema(helpSchema) },
        },
      },
      async (request) => ok(await content.help(request.locale)),
    );

    app.get(
      '/index/login/getRule',
      {
        schema: {
          tags,
          summary: 'Agreements: privacy policy and terms of use',
          querystring: getRuleQuerySchema,
          response: { 200: envelopeSchema(getRuleDataSchema) },
        },
      },
      async (request) => ok(await content.agreements(request.locale, request.query.type)),
    );

    app.get(
      '/index/login/getAreaCode',
      {
        schema: {
          tags,
          summary: 'Phone area codes for login',
          response: { 200: envelopeSchema(getAreaCodeDataSchema) },
        },
      },
      async (request) => ok(await content.areaCodes(request.locale)),
    );

    app.get(
      '/index/common/getWeather',
      {
        schema: {
          tags,
          summary: 'Current weather at the attraction; data.now = {code, text, temp}',
          response: { 200: envelopeSchema(getWeatherDataSchema) },
        },
      },
      async (request) => ok(await content.weather(request.locale)),
    );

    app.get(
      '/index/index/weather',
      {
        schema: {
          tags,
          summary: 'Weather guarantee: terms and heavy-rain dates',
          response: { 200: envelopeSchema(weatherGuaranteeSchema) },
        },
      },
      async (request) => ok(await content.weatherGuarantee(request.locale)),
    );
  };
}
