import {
  envelopeSchema,
  MAX_PANORAMA_BYTES,
  MAX_PICTURE_BYTES,
  MAX_VIDEO_BYTES,
  uploadAnswerSchema,
} from '@scenic/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '#server/lib/envelope.ts';
import type { Uploads } from './service.ts';

/**
 * Uploads for content (role `content`): the file is the request body as sent (any content type
 * but JSON), read as a stream so a large one is refused at its limit without being held in memory;
 * a declared length over the limit is refused before a byte is read (plugins/body-limits.ts).
 */
export function uploadRoutes(uploads: Uploads) {
  return async (instance: FastifyInstance) => {
    // Only in this plugin: every other call keeps the app's JSON-only bodies.
    instance.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const tags = ['console: content'];
    const security = [{ staffToken: [] }];
    const writers = instance.requireStaff('content');

    app.post(
      '/console/uploads/picture',
      {
        preParsing: writers,
        bodyLimit: MAX_PICTURE_BYTES,
        config: { upload: true },
        schema: {
          tags,
          security,
          summary:
            'Upload a picture (the file as the body): JPEG, PNG, WebP or AVIF by its bytes, re-encoded to WebP; answers its /uploads address (1042 not a picture, 1044 too large)',
          response: { 200: envelopeSchema(uploadAnswerSchema) },
        },
      },
      async (request) => ok(await uploads.picture(request.body)),
    );

    app.post(
      '/console/uploads/panorama',
      {
        preParsing: writers,
        bodyLimit: MAX_PANORAMA_BYTES,
        config: { upload: true },
        schema: {
          tags,
          security,
          summary:
            'Upload a VR panorama (the file as the body): an equirectangular picture, twice as wide as tall (1067 otherwise), re-encoded to WebP at most 4096 px wide (1042 not a picture, 1044 over 40 MB)',
          response: { 200: envelopeSchema(uploadAnswerSchema) },
        },
      },
      async (request) => ok(await uploads.panorama(request.body)),
    );

    app.post(
      '/console/uploads/video',
      {
        preParsing: writers,
        bodyLimit: MAX_VIDEO_BYTES,
        config: { upload: true },
        schema: {
          tags,
          security,
          summary:
            'Upload a video (the file as the body): MP4 or WebM by its bytes, kept as sent (1043 not a video, 1044 too large)',
          response: { 200: envelopeSchema(uploadAnswerSchema) },
        },
      },
      async (request) => ok(await uploads.video(request.body)),
    );
  };
}
