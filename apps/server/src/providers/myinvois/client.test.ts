import { afterEach, describe, expect, it } from 'vitest';
import { CANCEL_WINDOW_MS, createMyInvoisClient } from './client.ts';
import { consolidatedNovember } from './fixtures.ts';
import { MyInvoisError } from './http.ts';
import { memoryJournal } from './journal.ts';
import { myinvoisKit, PORTAL } from './test-kit.ts';

type Kit = Awaited<ReturnType<typeof myinvoisKit>>;

const HOUR = 3_600_000;
let kits: Kit[] = [];
async function kit(options?: Parameters<typeof myinvoisKit>[0]) {
  const made = await myinvoisKit(options);
  kits.push(made);
  return made;
}
afterEach(async () => {
  await Promise.all(kits.map((made) => made.standIn.close()));
  kits = [];
});

const november = (number: string, issuedAt?: number) =>
  consolidatedNovember({ number, ...(issuedAt ? { issuedAt: new Date(issuedAt) } : {}) });

async function refusal(promise: Promise<unknown>): Promise<MyInvoisError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(MyInvoisError);
  return error as MyInvoisError;
}

describe('logging in to MyInvois', () => {
  it('logs in once with the credentials in the body, and uses the token until it nearly expires', async () => {
    const { client, sign, calls, clock } = await kit();
    const { accepted } = await client.submitDocuments([sign(november('EI-1'))]);
    const uuid = accepted[0]?.uuid ?? '';
    await client.getDocumentDetails(uuid);
    await client.getDocumentDetails(uuid);
    expect(calls('login')).toHaveLength(1);

    clock.advance(HOUR - 30_000); // within a minute of the hour LHDN gives a token
    await client.getDocumentDetails(uuid);
    expect(calls('login')).toHaveLength(2);
  });

  it('logs in again once when MyInvois no longer knows the token (401), and carries on', async () => {
    const { client, sign, calls, standIn } = await kit();
    const { accepted } = await client.submitDocuments([sign(november('EI-2'))]);
    standIn.revokeTokens();
    const details = await client.getDocumentDetails(accepted[0]?.uuid ?? '');
    expect(details.status).toBe('Valid');
    expect(calls('login')).toHaveLength(2);
    expect(calls('details').map((call) => call.status)).toEqual([401, 200]);
  });

  it('wrong credentials are an answer, not tried again', async () => {
    const { standIn, clock } = await kit();
    const client = createMyInvoisClient({
      apiUrl: standIn.url,
      identityUrl: standIn.url,
      portalUrl: PORTAL,
      clientId: 'park-erp-client',
      clientSecret: 'not-the-secret',
      now: clock.now,
      sleep: clock.sleep,
    });
    const error = await refusal(client.getSubmission('ANY'));
    expect(error).toMatchObject({ status: 400, code: 'invalid_client', retryable: false });
    expect(error.message).toContain('Invalid client credentials');
    expect(standIn.requests.filter((r) => r.route === 'login')).toHaveLength(1);
  });
});

describe('submitting documents', () => {
  it('sends a batch and says which documents MyInvois took and why it refused the others', async () => {
    const { client, sign, standIn } = await kit();
    standIn.reject('EI-4', [
      {
        errorCode: 'CF321',
        error: 'Buyer TIN is not registered',
        propertyPath: 'AccountingCustomerParty',
      },
    ]);
    const result = await client.submitDocuments([sign(november('EI-3')), sign(november('EI-4'))]);
    expect(result.accepted).toEqual([
      {
        codeNumber: 'EI-3',
        uuid: expect.stringMatching(/^[A-Z0-9]{26}$/),
        submissionUid: expect.any(String),
        alreadySubmitted: false,
      },
    ]);
    expect(result.rejected).toEqual([
      {
        codeNumber: 'EI-4',
        reasons: [
          'BadArgument: Validation Error',
          'CF321: Buyer TIN is not registered (at AccountingCustomerParty)',
        ],
      },
    ]);
    const submission = await client.getSubmission(result.accepted[0]?.submissionUid ?? '');
    expect(submission).toMatchObject({ overallStatus: 'valid', documentCount: 1 });
    expect(submission.documentSummary[0]).toMatchObject({ internalId: 'EI-3', status: 'Valid' });
  });

  it('never sends a document twice: a second call answers from what was recorded', async () => {
    const { client, sign, calls } = await kit();
    const document = sign(november('EI-5'));
    const first = await client.submitDocuments([document]);
    const again = await client.submitDocuments([document]);
    expect(calls('submit')).toHaveLength(1);
    expect(again.accepted).toEqual([{ ...first.accepted[0], alreadySubmitted: true }]);

    // Other content under a number MyInvois already holds is refused here, not sent.
    const changed = sign(consolidatedNovember({ number: 'EI-5', paymentMode: '03' }));
    const error = await refusal(client.submitDocuments([changed]));
    expect(error.code).toBe('AlreadySubmitted');
    expect(calls('submit')).toHaveLength(1);
  });

  it('when the answer is lost after MyInvois took the submission, finds it there and sends nothing again', async () => {
    const { client, sign, calls, standIn } = await kit();
    standIn.failNext('submit', { dropAnswer: true });
    const result = await client.submitDocuments([sign(november('EI-6'))]);
    expect(calls('submit').map((call) => call.status)).toEqual([-1]);
    expect(calls('search')).toHaveLength(1);
    const held = [...standIn.documents.values()].filter((d) => d.internalId === 'EI-6');
    expect(held).toHaveLength(1);
    expect(result.accepted).toEqual([
      {
        codeNumber: 'EI-6',
        uuid: held[0]?.uuid,
        submissionUid: held[0]?.submissionUid,
        alreadySubmitted: false,
      },
    ]);
  });

  it('when MyInvois fails (503) or does not answer in time, looks first, then sends again after a back-off', async () => {
    const { client, sign, calls, standIn, clock } = await kit();
    standIn.failNext('submit', { status: 503 });
    standIn.failNext('submit', { hang: true });
    const result = await client.submitDocuments([sign(november('EI-7'))]);
    expect(calls('submit').map((call) => call.status)).toEqual([503, 0, 202]);
    expect(calls('search')).toHaveLength(2);
    expect(result.accepted).toHaveLength(1);
    expect([...standIn.documents.values()].filter((d) => d.internalId === 'EI-7')).toHaveLength(1);
    // Exponential back-off with jitter (the random half is 0.5 here): 1 s then 2 s, give or take.
    expect(clock.waits).toEqual([750, 1500]);
  });

  it('looks up a whole lost batch with one search, and two calls never send one document together', async () => {
    const { client, sign, calls, standIn } = await kit();
    standIn.failNext('submit', { dropAnswer: true });
    const batch = ['EI-B1', 'EI-B2', 'EI-B3'].map((number) => sign(november(number)));
    const [first, second] = await Promise.allSettled([
      client.submitDocuments(batch),
      client.submitDocuments(batch.slice(1, 2)),
    ]);
    expect(first).toMatchObject({ status: 'fulfilled', value: { rejected: [] } });
    expect(first.status === 'fulfilled' && first.value.accepted).toHaveLength(3);
    expect(second).toMatchObject({ status: 'rejected', reason: { code: 'InFlight' } });
    expect(calls('submit')).toHaveLength(1);
    expect(calls('search')).toHaveLength(1);
  });

  it('a submission a crashed run left unanswered is looked up before it is sent', async () => {
    const { sign, calls, standIn, clock } = await kit();
    const journal = memoryJournal();
    const options = {
      apiUrl: standIn.url,
      identityUrl: standIn.url,
      portalUrl: PORTAL,
      clientId: 'park-erp-client',
      clientSecret: 'park-erp-secret-for-tests',
      now: clock.now,
      sleep: clock.sleep,
    };
    const document = sign(november('EI-8'));
    // The run that died had recorded it as sending, and MyInvois had taken it.
    await createMyInvoisClient(options).submitDocuments([document]);
    await journal.put('EI-8', { state: 'sending', since: clock.now(), documentHash: 'x' });

    const result = await createMyInvoisClient({ ...options, journal }).submitDocuments([document]);
    expect(calls('submit')).toHaveLength(1);
    expect(result.accepted[0]).toMatchObject({ codeNumber: 'EI-8', alreadySubmitted: true });
    expect(journal.entries.get('EI-8')).toMatchObject({ state: 'accepted' });
  });

  it('waits as long as a 429 asks (Retry-After) when over the submissions rate limit', async () => {
    const { client, sign, calls, clock } = await kit({ standIn: { rateLimits: { submit: 1 } } });
    await client.submitDocuments([sign(november('EI-9'))]);
    const result = await client.submitDocuments([sign(november('EI-10'))]);
    expect(result.accepted).toHaveLength(1);
    expect(calls('submit').map((call) => call.status)).toEqual([202, 429, 202]);
    expect(clock.waits).toEqual([60_000]);
    expect(calls('search')).toHaveLength(0);
  });

  it('a refusal (4xx other than 429) is never tried again, and the document may be sent once fixed', async () => {
    const { client, sign, calls, standIn } = await kit();
    standIn.failNext('submit', {
      status: 400,
      body: { error: { errorCode: 'BadStructure', error: 'Submission structure is wrong' } },
    });
    const error = await refusal(client.submitDocuments([sign(november('EI-11'))]));
    expect(error).toMatchObject({ status: 400, code: 'BadStructure', retryable: false });
    expect(error.message).toContain('BadStructure: Submission structure is wrong');
    expect(calls('submit')).toHaveLength(1);
    const result = await client.submitDocuments([sign(november('EI-11'))]);
    expect(result.accepted).toHaveLength(1);
  });

  it('MyInvois calling a submission a duplicate, with nothing to show yet, is not sent again', async () => {
    const { client, sign, calls, standIn } = await kit();
    standIn.failNext('submit', {
      status: 422,
      retryAfter: 540,
      body: { error: { errorCode: 'DuplicateSubmission', error: 'Duplicate submission' } },
    });
    const error = await refusal(client.submitDocuments([sign(november('EI-12'))]));
    expect(error).toMatchObject({ code: 'SubmittedNotYetVisible', retryable: true });
    expect(calls('submit')).toHaveLength(1);
    // Asked again later, it looks first; here MyInvois had nothing, so it goes once more.
    const result = await client.submitDocuments([sign(november('EI-12'))]);
    expect(result.accepted).toHaveLength(1);
    expect(calls('search')).toHaveLength(2);
  });

  it('refuses, before any call, what LHDN would: over 100 documents, or one number twice', async () => {
    const { client, sign, calls } = await kit();
    const one = sign(november('EI-13'));
    const many = Array.from({ length: 101 }, (_, i) => ({ ...one, codeNumber: `EI-13-${i}` }));
    expect((await refusal(client.submitDocuments(many))).code).toBe('SubmissionTooLarge');
    expect((await refusal(client.submitDocuments([one, one]))).code).toBe('BadArgument');
    const big = { codeNumber: 'EI-14', json: 'x'.repeat(301 * 1024) };
    expect((await refusal(client.submitDocuments([big]))).message).toContain('300 KB');
    expect(calls('login')).toHaveLength(0);
  });
});

describe('documents after submission', () => {
  it('a valid document has its validation link for the QR code', async () => {
    const { client, sign, standIn } = await kit();
    const { accepted } = await client.submitDocuments([sign(november('EI-15'))]);
    const uuid = accepted[0]?.uuid ?? '';
    const details = await client.getDocumentDetails(uuid);
    const longId = standIn.documents.get(uuid)?.longId;
    expect(details.validationLink).toBe(`${PORTAL}/${uuid}/share/${longId}`);
    expect(details.reasons).toEqual([]);
  });

  it("an invalid document's reasons are told, and a corrected one may go under the same number", async () => {
    const { client, sign, standIn, clock, calls } = await kit();
    standIn.invalidate('EI-16', [
      { errorCode: 'CV302', error: 'Tax amount does not match', propertyPath: 'TaxTotal' },
    ]);
    const { accepted } = await client.submitDocuments([sign(november('EI-16'))]);
    const details = await client.getDocumentDetails(accepted[0]?.uuid ?? '');
    expect(details.status).toBe('Invalid');
    expect(details.validationLink).toBeUndefined();
    expect(details.reasons).toEqual([
      'Step03-Duplicated Submission Validator: Error03: Validation failed',
      'Step03-Duplicated Submission Validator: CV302: Tax amount does not match (at TaxTotal)',
    ]);
    standIn.invalidate('EI-16', []);
    const corrected = await client.submitDocuments([sign(november('EI-16', clock.now()))]);
    expect(corrected.accepted[0]).toMatchObject({ alreadySubmitted: false });
    expect(calls('submit')).toHaveLength(2);
  });

  it('a call that does not answer in time is tried again; 5xx too, up to the attempts allowed', async () => {
    const { client, sign, standIn, calls, clock } = await kit();
    const { accepted } = await client.submitDocuments([sign(november('EI-17'))]);
    standIn.failNext('details', { hang: true });
    expect((await client.getDocumentDetails(accepted[0]?.uuid ?? '')).status).toBe('Valid');

    standIn.failNext('details', { status: 500 }, 5);
    const error = await refusal(client.getDocumentDetails(accepted[0]?.uuid ?? ''));
    expect(error).toMatchObject({ status: 500, retryable: true });
    expect(calls('details').map((call) => call.status)).toEqual([0, 200, 500, 500, 500, 500, 500]);
    expect(clock.waits.slice(-4)).toEqual([750, 1500, 3000, 6000]);
  });
});

describe('cancelling a document', () => {
  it('cancels a valid document within 72 hours, with a reason', async () => {
    const { client, sign, standIn } = await kit();
    const { accepted } = await client.submitDocuments([sign(november('EI-18'))]);
    const uuid = accepted[0]?.uuid ?? '';
    expect(await client.cancelDocument({ uuid, reason: 'Wrong buyer details' })).toEqual({
      uuid,
      status: 'Cancelled',
    });
    expect(standIn.documents.get(uuid)).toMatchObject({
      status: 'Cancelled',
      documentStatusReason: 'Wrong buyer details',
    });
  });

  it('past 72 hours refuses here, with what to do instead, and asks MyInvois nothing to cancel', async () => {
    const { client, sign, standIn, calls, clock } = await kit();
    const { accepted } = await client.submitDocuments([sign(november('EI-19'))]);
    const uuid = accepted[0]?.uuid ?? '';
    standIn.validatedAgo(uuid, 73 * HOUR);
    const error = await refusal(client.cancelDocument({ uuid, reason: 'Wrong buyer details' }));
    expect(error.code).toBe('CancelWindowClosed');
    expect(error.message).toMatch(/more than 72 hours ago.*credit note or refund note/);

    const validatedAt = new Date(clock.now() - CANCEL_WINDOW_MS - 1000);
    const known = await refusal(
      client.cancelDocument({ uuid, reason: 'Wrong buyer', validatedAt }),
    );
    expect(known.code).toBe('CancelWindowClosed');
    expect(calls('cancel')).toHaveLength(0);
    expect(calls('details')).toHaveLength(1);
  });

  it("MyInvois's own refusal (its clock says the time is over) is passed on, not tried again", async () => {
    const { client, sign, standIn, calls, clock } = await kit();
    const { accepted } = await client.submitDocuments([sign(november('EI-20'))]);
    const uuid = accepted[0]?.uuid ?? '';
    standIn.validatedAgo(uuid, 73 * HOUR);
    const validatedAt = new Date(clock.now() - HOUR);
    const error = await refusal(
      client.cancelDocument({ uuid, reason: 'Wrong buyer', validatedAt }),
    );
    expect(error).toMatchObject({ status: 400, code: 'OperationPeriodOver' });
    expect(calls('cancel')).toHaveLength(1);
  });

  it('a cancellation whose answer was lost is not mistaken for a failure', async () => {
    const { client, sign, standIn, calls } = await kit();
    const { accepted } = await client.submitDocuments([sign(november('EI-21'))]);
    const uuid = accepted[0]?.uuid ?? '';
    standIn.failNext('cancel', { dropAnswer: true });
    expect(await client.cancelDocument({ uuid, reason: 'Order cancelled' })).toEqual({
      uuid,
      status: 'Cancelled',
    });
    expect(calls('cancel').map((call) => call.status)).toEqual([-1, 400]);
  });
});
