import {
  appIdDataSchema,
  envelopeSchema,
  facebookLoginBodySchema,
  googleLoginBodySchema,
  loginBodySchema,
  loginDataSchema,
  sendCodeBodySchema,
  sendCodeDataSchema,
  visitorSchema,
} from '@scenic/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '#server/lib/envelope.ts';
import type { LoginCodes } from './codes.ts';
import type { DestinationPolicy } from './destination-policy.ts';
import { type AuthService, toVisitor } from './service.ts';
import type { Sessions } from './sessions.ts';

export interface AuthRoutesDeps {
  /** A session ended: live streams it held end too. */
  accessChanged: () => void;
  codes: LoginCodes;
  /** Refuses a blocked e-mail domain or an area code the operator does not offer. */
  checkDestination: DestinationPolicy;
  auth: AuthService;
  sessions: Sessions;
  appIds: { google: string; facebook: string };
  /** Requests per client address per minute on the calls that guess at codes or tokens. */
  rateLimitMax: number;
}

export function authRoutes(deps: AuthRoutesDeps) {
  const SIGN_IN_RATE_LIMIT = { rateLimit: { max: deps.rateLimitMax, timeWindow: 60_000 } };
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const tags = ['accounts'];
    const session = envelopeSchema(loginDataSchema);

    app.post(
      '/index/login/sendCode',
      {
        config: SIGN_IN_RATE_LIMIT,
        schema: {
          tags,
          summary:
            'Send a login code by SMS or e-mail (the same answer whether or not an account exists)',
          body: sendCodeBodySchema,
          response: { 200: envelopeSchema(sendCodeDataSchema) },
        },
      },
      async (request) => {
        await deps.checkDestination(request.body);
        return ok(await deps.codes.send(request.body, request.ip, request.locale));
      },
    );

    app.post(
      '/index/login/login',
      {
        config: SIGN_IN_RATE_LIMIT,
        schema: {
          tags,
          summary: 'Log in with a phone or e-mail and its code; a first login creates the account',
          body: loginBodySchema,
          response: { 200: session },
        },
      },
      async (request) => {
        const { code, ...destination } = request.body;
        await deps.checkDestination(destination);
        return ok(await deps.auth.loginWithCode(destination, code));
      },
    );

    app.get(
      '/index/login/getAppid',
      {
        schema: {
          tags,
          summary: 'Google and Facebook app ids for social login (empty when not configured)',
          response: { 200: envelopeSchema(appIdDataSchema) },
        },
      },
      async () => ok(deps.appIds),
    );

    app.post(
      '/index/login/google',
      {
        config: SIGN_IN_RATE_LIMIT,
        schema: {
          tags,
          summary: 'Log in with a Google ID token',
          body: googleLoginBodySchema,
          response: { 200: session },
        },
      },
      async (request) => ok(await deps.auth.loginWithGoogle(request.body.credential)),
    );

    app.post(
      '/index/login/facebook',
      {
        config: SIGN_IN_RATE_LIMIT,
        schema: {
          tags,
          summary: 'Log in with a Facebook access token',
          body: facebookLoginBodySchema,
          response: { 200: session },
        },
      },
      async (request) => ok(await deps.auth.loginWithFacebook(request.body.accessToken)),
    );

    app.post(
      '/index/login/logout',
      {
        preParsing: instance.requireVisitor,
        schema: {
          tags,
          summary: 'Log out: the token is revoked, and the live streams it opened end',
          security: [{ token: [] }],
          response: { 200: envelopeSchema(z.null()) },
        },
      },
      async (request) => {
        if (request.sessionToken) await deps.sessions.revoke(request.sessionToken);
        deps.accessChanged();
        return ok(null);
      },
    );

    app.get(
      '/index/user/info',
      {
        preParsing: instance.requireVisitor,
        schema: {
          tags,
          summary: "The signed-in visitor's profile",
          security: [{ token: [] }],
          response: { 200: envelopeSchema(visitorSchema) },
        },
      },
      async (request) => ok(toVisitor(request.visitor as NonNullable<typeof request.visitor>)),
    );
  };
}
