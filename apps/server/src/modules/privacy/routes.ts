import {
  closeAccountBodySchema,
  closedAccountSchema,
  closePreviewSchema,
  envelopeSchema,
  loginBodySchema,
  personalDataSchema,
  privacyAcceptBodySchema,
  privacyStatusSchema,
  profileBodySchema,
  sendCodeBodySchema,
  sendCodeDataSchema,
  visitorSchema,
} from '@scenic/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '#server/db/database.ts';
import { ok } from '#server/lib/envelope.ts';
import { changeContact, findVisitor, setNickname } from '#server/modules/auth/account.ts';
import type { LoginCodes } from '#server/modules/auth/codes.ts';
import type { DestinationPolicy } from '#server/modules/auth/destination-policy.ts';
import { toVisitor } from '#server/modules/auth/service.ts';
import type { VisitorRow } from '#server/modules/auth/tables.ts';
import type { Closing } from './closing.ts';
import type { Consents } from './consents.ts';
import { personalData } from './export.ts';

export interface PrivacyRouteDeps {
  db: Db;
  now: () => number;
  consents: Consents;
  closing: Closing;
  codes: LoginCodes;
  checkDestination: DestinationPolicy;
  /** Requests per client address per minute on the calls that send or check codes. */
  rateLimitMax: number;
}

const visitorOf = (request: FastifyRequest) => request.visitor as VisitorRow;

/** My centre › Your data: the notice, a copy of the data, corrections, closing the account. */
export function privacyRoutes(deps: PrivacyRouteDeps) {
  const CODE_RATE_LIMIT = { rateLimit: { max: deps.rateLimitMax, timeWindow: 60_000 } };
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const tags = ['privacy'];
    const security = [{ token: [] }];
    const signedIn = instance.requireVisitor;

    app.get(
      '/index/privacy/status',
      {
        preParsing: signedIn,
        schema: {
          tags,
          security,
          summary: 'The privacy notice published now and the version this visitor accepted',
          response: { 200: envelopeSchema(privacyStatusSchema) },
        },
      },
      async (request) => ok(await deps.consents.status(visitorOf(request).id)),
    );

    app.post(
      '/index/privacy/accept',
      {
        preParsing: signedIn,
        schema: {
          tags,
          security,
          summary: 'Accept the privacy notice shown (the version published now), with the time',
          body: privacyAcceptBodySchema,
          response: { 200: envelopeSchema(privacyStatusSchema) },
        },
      },
      async (request) =>
        ok(await deps.consents.accept(visitorOf(request).id, request.body.version)),
    );

    app.get(
      '/index/privacy/export',
      {
        preParsing: signedIn,
        schema: {
          tags,
          security,
          summary:
            'Everything the park holds on the signed-in visitor, as JSON (their own rows only)',
          response: { 200: envelopeSchema(personalDataSchema) },
        },
      },
      async (request) =>
        ok(
          await personalData(
            deps.db,
            visitorOf(request).id,
            request.locale,
            new Date(deps.now()).toISOString(),
          ),
        ),
    );

    app.post(
      '/index/privacy/profile',
      {
        preParsing: signedIn,
        schema: {
          tags,
          security,
          summary: 'Correct the nickname',
          body: profileBodySchema,
          response: { 200: envelopeSchema(visitorSchema) },
        },
      },
      async (request) => {
        const { id } = visitorOf(request);
        await setNickname(deps.db, id, request.body.nickname);
        return ok(toVisitor(await findVisitor(deps.db, id)));
      },
    );

    app.post(
      '/index/privacy/contact/sendCode',
      {
        preParsing: signedIn,
        config: CODE_RATE_LIMIT,
        schema: {
          tags,
          security,
          summary: 'Send a code to a new phone number or e-mail address, to prove it is theirs',
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
      '/index/privacy/contact/change',
      {
        preParsing: signedIn,
        config: CODE_RATE_LIMIT,
        schema: {
          tags,
          security,
          summary:
            'Change the phone number or e-mail address to the one the code was sent to (3091 when another account has it)',
          body: loginBodySchema,
          response: { 200: envelopeSchema(visitorSchema) },
        },
      },
      async (request) => {
        const { code, ...destination } = request.body;
        const { id } = visitorOf(request);
        await deps.checkDestination(destination);
        await deps.codes.verify(destination, code);
        await changeContact(deps.db, id, destination);
        return ok(toVisitor(await findVisitor(deps.db, id)));
      },
    );

    app.get(
      '/index/privacy/closePreview',
      {
        preParsing: signedIn,
        schema: {
          tags,
          security,
          summary:
            'What closing the account would do: unpaid orders that block it, gift-card balances lost, orders kept',
          response: { 200: envelopeSchema(closePreviewSchema) },
        },
      },
      async (request) => ok(await deps.closing.preview(visitorOf(request).id)),
    );

    app.post(
      '/index/privacy/close',
      {
        preParsing: signedIn,
        schema: {
          tags,
          security,
          summary:
            'Close the account: personal data erased, orders and payments kept without the person, sessions ended (3092 unpaid order, 3093 gift-card balance moved)',
          body: closeAccountBodySchema,
          response: { 200: envelopeSchema(closedAccountSchema) },
        },
      },
      async (request) => ok(await deps.closing.close(visitorOf(request), request.body, request.ip)),
    );
  };
}
