import {
  bannerSaveBodySchema,
  consoleBannerListSchema,
  consoleBannerQuerySchema,
  consoleBannerSchema,
  consoleCountdownSchema,
  consoleNoticeListSchema,
  consoleNoticeSchema,
  contentIdBodySchema,
  countdownSaveBodySchema,
  envelopeSchema,
  noticeSaveBodySchema,
} from '@scenic/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '#server/lib/envelope.ts';
import { actorOf } from '#server/lib/staff-actor.ts';
import type { BannerEditor } from './banner-editor.ts';

/** The console's home-page content: banners of both slots and the notices' bar (content staff). */
export function consoleBannerRoutes(editor: BannerEditor) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const tags = ['console: content'];
    const security = [{ staffToken: [] }];
    const editors = instance.requireStaff('content');

    app.get(
      '/console/content/banners',
      {
        preParsing: editors,
        schema: {
          tags,
          security,
          summary:
            'Banners of one home slot or both, shown or hidden, with every language of their titles (content)',
          querystring: consoleBannerQuerySchema,
          response: { 200: envelopeSchema(consoleBannerListSchema) },
        },
      },
      async (request) => ok({ list: await editor.banners(request.query.slot) }),
    );

    app.post(
      '/console/content/banners/save',
      {
        preParsing: editors,
        schema: {
          tags,
          security,
          summary:
            'Add a banner, or replace one by id; visitors see it on their next call. An item to open that does not exist: 1041 (content)',
          body: bannerSaveBodySchema,
          response: { 200: envelopeSchema(consoleBannerSchema) },
        },
      },
      async (request) => ok(await editor.saveBanner(request.body, actorOf(request))),
    );

    app.post(
      '/console/content/banners/delete',
      {
        preParsing: editors,
        schema: {
          tags,
          security,
          summary: 'Delete a banner (content)',
          body: contentIdBodySchema,
          response: { 200: envelopeSchema(z.null()) },
        },
      },
      async (request) => ok(await editor.deleteBanner(request.body.id, actorOf(request))),
    );

    app.get(
      '/console/content/notices',
      {
        preParsing: editors,
        schema: {
          tags,
          security,
          summary: 'Notices of the home page’s bar, shown or hidden, in every language (content)',
          response: { 200: envelopeSchema(consoleNoticeListSchema) },
        },
      },
      async () => ok({ list: await editor.notices() }),
    );

    app.post(
      '/console/content/notices/save',
      {
        preParsing: editors,
        schema: {
          tags,
          security,
          summary:
            'Add a notice, or replace one by id; visitors see it on their next call (content)',
          body: noticeSaveBodySchema,
          response: { 200: envelopeSchema(consoleNoticeSchema) },
        },
      },
      async (request) => ok(await editor.saveNotice(request.body, actorOf(request))),
    );

    app.post(
      '/console/content/notices/delete',
      {
        preParsing: editors,
        schema: {
          tags,
          security,
          summary: 'Delete a notice (content)',
          body: contentIdBodySchema,
          response: { 200: envelopeSchema(z.null()) },
        },
      },
      async (request) => ok(await editor.deleteNotice(request.body.id, actorOf(request))),
    );

    app.get(
      '/console/content/countdown',
      {
        preParsing: editors,
        schema: {
          tags,
          security,
          summary: "The home page's countdown: on or off, to when (park time), in every language",
          response: { 200: envelopeSchema(consoleCountdownSchema) },
        },
      },
      async () => ok(await editor.countdown()),
    );

    app.post(
      '/console/content/countdown/save',
      {
        preParsing: editors,
        schema: {
          tags,
          security,
          summary: 'Set the countdown; a moment already passed is refused while it is on (content)',
          body: countdownSaveBodySchema,
          response: { 200: envelopeSchema(consoleCountdownSchema) },
        },
      },
      async (request) => ok(await editor.saveCountdown(request.body, actorOf(request))),
    );
  };
}
