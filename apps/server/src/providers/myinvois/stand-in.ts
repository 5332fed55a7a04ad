import { createHash, randomBytes, X509Certificate } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type DocumentProblem, documentProblems, supplierTin } from './stand-in-checks.ts';

/**
 * For tests only: MyInvois on this machine, from the SDK's pages, so the client is tested against
 * LHDN's API as documented and never the network. It checks the token, each document's fields,
 * hash and signature, enforces each API's rate limit with 429 + Retry-After, refuses a repeated
 * submission within 10 minutes, and can be told to fail, hang, lose an answer or reject a document.
 */

export type Route = 'login' | 'submit' | 'submission' | 'details' | 'cancel' | 'search';

/** The recommended limits per client and minute, from each API's page. */
const RATE_LIMITS: Record<Route, number> = {
  login: 12,
  submit: 100,
  submission: 300,
  details: 125,
  cancel: 12,
  search: 12,
};

export type Fault =
  /** Answer this status (and Retry-After) instead of doing the work. */
  | { status: number; retryAfter?: number; body?: object }
  /** Never answer. */
  | { hang: true }
  /** Do the work, then cut the connection: the caller never learns what happened. */
  | { dropAnswer: true };

export interface StoredDocument {
  uuid: string;
  submissionUid: string;
  longId: string;
  internalId: string;
  typeCode: string;
  issuerTin: string;
  dateTimeIssued: string;
  dateTimeReceived: string;
  dateTimeValidated: string | null;
  totalPayableAmount: number;
  status: 'Submitted' | 'Valid' | 'Invalid' | 'Cancelled';
  cancelDateTime: string | null;
  documentStatusReason: string | null;
  validationErrors: DocumentProblem[];
  text: string;
}

export interface StandInOptions {
  clientId: string;
  clientSecret: string;
  /** The taxpayer the client's credentials belong to. */
  taxpayerTin: string;
  /** The certificate a signature must be made with (LHDN checks it against its trusted CAs). */
  trustedCertificatePem: string;
  now: () => number;
  tokenSeconds?: number;
  rateLimits?: Partial<Record<Route, number>>;
}

const iso = (at: number) => `${new Date(at).toISOString().slice(0, 19)}Z`;
const lhdnId = () =>
  Array.from(randomBytes(26), (byte) => 'ABCDEFGHJKMNPQRSTVWXYZ0123456789'[byte % 32]).join('');

function routeOf(method: string, path: string): Route | undefined {
  if (method === 'POST' && path === '/connect/token') return 'login';
  if (method === 'POST' && /^\/api\/v1\.0\/documentsubmissions\/?$/.test(path)) return 'submit';
  if (method === 'GET' && /^\/api\/v1\.0\/documentsubmissions\/[^/]+$/.test(path))
    return 'submission';
  if (method === 'GET' && /^\/api\/v1\.0\/documents\/[^/]+\/details$/.test(path)) return 'details';
  if (method === 'PUT' && /^\/api\/v1\.0\/documents\/state\/[^/]+\/state$/.test(path))
    return 'cancel';
  if (method === 'GET' && path === '/api/v1.0/documents/search') return 'search';
  return undefined;
}

export async function startMyInvoisStandIn(options: StandInOptions) {
  const trusted = new X509Certificate(options.trustedCertificatePem);
  const limits = { ...RATE_LIMITS, ...options.rateLimits };
  const calls = new Map<Route, number[]>();
  const faults: { route: Route; fault: Fault }[] = [];
  const tokens = new Map<string, number>();
  const recentPayloads = new Map<string, number>();
  const toReject = new Map<string, DocumentProblem[]>();
  const toInvalidate = new Map<string, DocumentProblem[]>();
  const submissions = new Map<string, { received: string; uuids: string[] }>();
  const documents = new Map<string, StoredDocument>();
  const requests: { route: Route | undefined; method: string; path: string; status: number }[] = [];

  const send = (
    response: ServerResponse,
    status: number,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => {
    response.writeHead(status, { 'content-type': 'application/json', ...headers });
    response.end(body === undefined ? '' : JSON.stringify(body));
  };
  const standardError = (errorCode: string, error: string, innerError?: DocumentProblem[]) => ({
    error: {
      errorCode,
      error,
      propertyName: null,
      propertyPath: null,
      innerError: innerError ?? null,
    },
  });

  /** The seconds until a call fits in the route's one-minute window again; 0 when it fits now. */
  function throttle(route: Route): number {
    const now = options.now();
    const recent = (calls.get(route) ?? []).filter((at) => now - at < 60_000);
    calls.set(route, recent);
    const oldest = recent[0];
    if (recent.length >= limits[route] && oldest !== undefined) {
      return Math.max(1, Math.ceil((oldest + 60_000 - now) / 1000));
    }
    recent.push(now);
    return 0;
  }

  function authorised(request: IncomingMessage): boolean {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const expires = token ? tokens.get(token) : undefined;
    return expires !== undefined && options.now() < expires;
  }

  function login(body: string, response: ServerResponse) {
    const form = new URLSearchParams(body);
    if (form.get('grant_type') !== 'client_credentials')
      return send(response, 400, { error: 'unsupported_grant_type' });
    if (
      form.get('client_id') !== options.clientId ||
      form.get('client_secret') !== options.clientSecret
    )
      return send(response, 400, {
        error: 'invalid_client',
        error_description: 'Invalid client credentials',
      });
    if (form.get('scope') && form.get('scope') !== 'InvoicingAPI')
      return send(response, 400, { error: 'invalid_scope' });
    const token = randomBytes(24).toString('base64url');
    const seconds = options.tokenSeconds ?? 3600;
    tokens.set(token, options.now() + seconds * 1000);
    send(response, 200, {
      access_token: token,
      token_type: 'Bearer',
      expires_in: seconds,
      scope: 'InvoicingAPI',
    });
  }

  function submit(raw: string, response: ServerResponse) {
    if (Buffer.byteLength(raw) > 5 * 1024 * 1024)
      return send(
        response,
        400,
        standardError('MaximumSizeExceeded', 'A submission is at most 5 MB'),
      );
    const payloadHash = createHash('sha256').update(raw).digest('hex');
    const earlier = recentPayloads.get(payloadHash);
    const now = options.now();
    if (earlier !== undefined && now - earlier < 10 * 60_000) {
      const retryAfter = String(Math.ceil((earlier + 10 * 60_000 - now) / 1000));
      return send(
        response,
        422,
        standardError('DuplicateSubmission', 'The same submission was sent in the last 10 minutes'),
        { 'retry-after': retryAfter },
      );
    }
    let body: { documents?: unknown };
    try {
      body = JSON.parse(raw);
    } catch {
      return send(response, 400, standardError('BadStructure', 'The submission is not JSON'));
    }
    const entries = body.documents;
    if (!Array.isArray(entries) || entries.length === 0 || entries.length > 100)
      return send(
        response,
        400,
        standardError('BadStructure', 'documents must hold 1 to 100 documents'),
      );

    const checked = entries.map(
      (entry: {
        format?: string;
        document?: string;
        documentHash?: string;
        codeNumber?: string;
      }) => {
        const codeNumber = String(entry?.codeNumber ?? '');
        const fail = (errorCode: string, error: string) => ({
          codeNumber,
          problems: [{ errorCode, error }],
          text: '',
          document: undefined,
        });
        if (!codeNumber) return fail('MissingField', 'codeNumber is missing');
        if (entry.format !== 'JSON')
          return fail('BadArgument', 'format must be JSON for a JSON submission');
        const bytes = Buffer.from(String(entry.document ?? ''), 'base64');
        if (bytes.length > 300 * 1024)
          return fail('MaximumSizeExceeded', 'A document is at most 300 KB');
        const text = bytes.toString('utf8');
        if (createHash('sha256').update(bytes).digest('hex') !== entry.documentHash)
          return fail('DocumentHashMismatch', 'documentHash is not the SHA-256 of the document');
        const found = documentProblems(text, codeNumber, { trusted, now });
        const told = toReject.get(codeNumber) ?? [];
        return {
          codeNumber,
          problems: [...found.problems, ...told],
          text,
          document: found.document,
        };
      },
    );
    if (checked.some((c) => c.document && supplierTin(c.document) !== options.taxpayerTin))
      return send(
        response,
        403,
        standardError('IncorrectSubmitter', 'The documents are issued by another taxpayer'),
      );
    recentPayloads.set(payloadHash, now);

    const submissionUid = lhdnId();
    const accepted: { uuid: string; invoiceCodeNumber: string }[] = [];
    const rejected: { invoiceCodeNumber: string; error: object }[] = [];
    for (const { codeNumber, problems, text, document } of checked) {
      if (problems.length > 0) {
        rejected.push({
          invoiceCodeNumber: codeNumber,
          error: standardError('BadArgument', 'Validation Error', problems).error,
        });
        continue;
      }
      const invoice = document.Invoice[0];
      const typeCode = invoice.InvoiceTypeCode[0]._;
      const issued = `${invoice.IssueDate[0]._}T${invoice.IssueTime[0]._}`;
      // LHDN's duplicate document check: same type, issue time, number and supplier.
      const twin = [...documents.values()].find(
        (d) =>
          d.status === 'Valid' &&
          d.internalId === codeNumber &&
          d.typeCode === typeCode &&
          d.dateTimeIssued === issued,
      );
      const invalid = twin
        ? [
            {
              errorCode: 'DS302',
              error: `Duplicated submitted document; matches the document with UUID: ${twin.uuid}`,
            },
          ]
        : (toInvalidate.get(codeNumber) ?? []);
      const uuid = lhdnId();
      documents.set(uuid, {
        uuid,
        submissionUid,
        longId: invalid.length ? '' : `${lhdnId()}${lhdnId()}`,
        internalId: codeNumber,
        typeCode,
        issuerTin: options.taxpayerTin,
        dateTimeIssued: issued,
        dateTimeReceived: iso(now),
        dateTimeValidated: invalid.length ? null : iso(now),
        totalPayableAmount: invoice.LegalMonetaryTotal[0].PayableAmount[0]._,
        status: invalid.length ? 'Invalid' : 'Valid',
        cancelDateTime: null,
        documentStatusReason: null,
        validationErrors: invalid,
        text,
      });
      accepted.push({ uuid, invoiceCodeNumber: codeNumber });
    }
    submissions.set(submissionUid, { received: iso(now), uuids: accepted.map((a) => a.uuid) });
    send(response, 202, {
      submissionUid,
      acceptedDocuments: accepted,
      rejectedDocuments: rejected,
    });
  }

  const summary = ({
    text: _text,
    validationErrors: _errors,
    typeCode,
    longId,
    ...document
  }: StoredDocument) => ({
    ...document,
    longId: longId || null,
    typeName: 'invoice',
    typeVersionName: '1.1',
    documentType: typeCode,
  });

  function getSubmission(uid: string, query: URLSearchParams, response: ServerResponse) {
    const submission = submissions.get(uid);
    if (!submission) return send(response, 404, standardError('NotFound', 'No such submission'));
    const pageSize = Math.min(100, Number(query.get('pageSize') ?? 100));
    const pageNo = Number(query.get('pageNo') ?? 1);
    const all = submission.uuids.flatMap((uuid) => documents.get(uuid) ?? []);
    const statuses = new Set(all.map((d) => d.status));
    const overallStatus = statuses.has('Submitted')
      ? 'in progress'
      : statuses.has('Invalid')
        ? statuses.size > 1
          ? 'partially valid'
          : 'invalid'
        : 'valid';
    send(response, 200, {
      submissionUid: uid,
      documentCount: all.length,
      dateTimeReceived: submission.received,
      overallStatus,
      documentSummary: all.slice((pageNo - 1) * pageSize, pageNo * pageSize).map(summary),
    });
  }

  function getDetails(uuid: string, response: ServerResponse) {
    const document = documents.get(uuid);
    if (!document) return send(response, 404, standardError('NotFound', 'No such document'));
    send(response, 200, {
      ...summary(document),
      validationResults: {
        status: document.status === 'Invalid' ? 'Invalid' : 'Valid',
        validationSteps: [
          { name: 'Step01-Structure Validator', status: 'Valid' },
          document.validationErrors.length
            ? {
                name: 'Step03-Duplicated Submission Validator',
                status: 'Invalid',
                error: {
                  errorCode: 'Error03',
                  error: 'Validation failed',
                  innerError: document.validationErrors,
                },
              }
            : { name: 'Step03-Duplicated Submission Validator', status: 'Valid' },
        ],
      },
    });
  }

  function cancel(uuid: string, raw: string, response: ServerResponse) {
    const document = documents.get(uuid);
    if (!document) return send(response, 404, standardError('NotFound', 'No such document'));
    let body: { status?: string; reason?: string } = {};
    try {
      body = JSON.parse(raw);
    } catch {}
    if (body.status !== 'cancelled' || !body.reason || body.reason.length > 300)
      return send(
        response,
        400,
        standardError(
          'BadArgument',
          'status must be cancelled, with a reason of up to 300 characters',
        ),
      );
    if (document.status !== 'Valid' || !document.dateTimeValidated)
      return send(
        response,
        400,
        standardError('IncorrectState', `The document is ${document.status}`),
      );
    if (options.now() - Date.parse(document.dateTimeValidated) > 72 * 3_600_000)
      return send(
        response,
        400,
        standardError('OperationPeriodOver', 'The time to cancel has run out'),
      );
    document.status = 'Cancelled';
    document.cancelDateTime = iso(options.now());
    document.documentStatusReason = body.reason;
    send(response, 200, { uuid, status: 'Cancelled' });
  }

  function search(query: URLSearchParams, response: ServerResponse) {
    const from = Date.parse(query.get('submissionDateFrom') ?? '');
    const to = Date.parse(query.get('submissionDateTo') ?? '');
    if (Number.isNaN(from) || Number.isNaN(to) || to <= from || to - from > 31 * 86_400_000)
      return send(
        response,
        400,
        standardError(
          'BadArgument',
          'submissionDateFrom and submissionDateTo, at most 31 days apart',
        ),
      );
    const pageSize = Math.min(100, Number(query.get('pageSize') ?? 100));
    const pageNo = Number(query.get('pageNo') ?? 1);
    const text = query.get('searchQuery');
    const found = [...documents.values()]
      .filter((d) => Date.parse(d.dateTimeReceived) >= from && Date.parse(d.dateTimeReceived) <= to)
      .filter((d) => !text || d.internalId === text || d.uuid === text)
      .reverse();
    send(response, 200, {
      result: found.slice((pageNo - 1) * pageSize, pageNo * pageSize).map((d) => {
        const { submissionUid, ...rest } = summary(d);
        return { ...rest, submissionUID: submissionUid };
      }),
      metadata: {
        totalPages: Math.max(1, Math.ceil(found.length / pageSize)),
        totalCount: found.length,
      },
    });
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const route = routeOf(request.method ?? '', url.pathname);
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      response.on('finish', () =>
        requests.push({
          route,
          method: request.method ?? '',
          path: url.pathname,
          status: response.statusCode,
        }),
      );
      if (!route) return send(response, 404, standardError('NotFound', 'No such API'));
      const wait = throttle(route);
      if (wait > 0)
        return send(response, 429, standardError('TooManyRequests', 'Too many requests'), {
          'retry-after': String(wait),
        });
      const index = faults.findIndex((f) => f.route === route);
      const fault = index >= 0 ? faults.splice(index, 1)[0]?.fault : undefined;
      if (fault && 'hang' in fault) {
        requests.push({ route, method: request.method ?? '', path: url.pathname, status: 0 });
        return;
      }
      if (fault && 'status' in fault)
        return send(
          response,
          fault.status,
          fault.body ??
            standardError(fault.status >= 500 ? 'InternalServerError' : 'BadRequest', 'As told'),
          fault.retryAfter === undefined ? {} : { 'retry-after': String(fault.retryAfter) },
        );
      if (fault && 'dropAnswer' in fault) {
        // The work is done; the answer never arrives.
        response.write = () => true;
        response.end = (() => {
          requests.push({ route, method: request.method ?? '', path: url.pathname, status: -1 });
          request.socket.destroy();
          return response;
        }) as typeof response.end;
      }
      if (route === 'login') return login(raw, response);
      if (!authorised(request))
        return send(
          response,
          401,
          standardError('Unauthorized', 'The token is missing, malformed or expired'),
        );
      const id = decodeURIComponent(url.pathname.split('/')[route === 'cancel' ? 5 : 4] ?? '');
      if (route === 'submit') return submit(raw, response);
      if (route === 'submission') return getSubmission(id, url.searchParams, response);
      if (route === 'details') return getDetails(id, response);
      if (route === 'cancel') return cancel(id, raw, response);
      return search(url.searchParams, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    documents,
    submissions,
    /** The next `times` calls of a route meet this fault. */
    failNext(route: Route, fault: Fault, times = 1) {
      for (let i = 0; i < times; i++) faults.push({ route, fault });
    },
    /** Refuse this document number on arrival, with these reasons. */
    reject(codeNumber: string, reasons: DocumentProblem[]) {
      toReject.set(codeNumber, reasons);
    },
    /** Take this document number, then find it invalid, with these reasons. */
    invalidate(codeNumber: string, reasons: DocumentProblem[]) {
      toInvalidate.set(codeNumber, reasons);
    },
    /** Every token issued so far stops working (MyInvois restarted, or the client was reset). */
    revokeTokens() {
      tokens.clear();
    },
    /** Moves a document's validation back in time, to test the 72-hour window. */
    validatedAgo(uuid: string, ms: number) {
      const document = documents.get(uuid);
      if (document) document.dateTimeValidated = iso(options.now() - ms);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type MyInvoisStandIn = Awaited<ReturnType<typeof startMyInvoisStandIn>>;
