import { type Locale, localeFromHeader } from '@scenic/contracts';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The visitor's language, from the `langue` header (default zh, SPEC §7). */
    locale: Locale;
  }
}

export function registerLocale(app: FastifyInstance): void {
  app.decorateRequest('locale', 'zh');
  app.addHook('onRequest', async (request) => {
    request.locale = localeFromHeader(request.headers.langue);
  });
}
