import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEInvoice } from './document.ts';
import { consolidatedNovember } from './fixtures.ts';
import { documentHash, signEInvoice } from './signature.ts';
import { CLIENT_ID, CLIENT_SECRET, myinvoisKit } from './test-kit.ts';

/** The stand-in holds documents to LHDN's rules, so the client's tests mean something. */
describe('the local MyInvois', () => {
  let kit: Awaited<ReturnType<typeof myinvoisKit>>;
  let token = '';
  beforeAll(async () => {
    kit = await myinvoisKit();
    const answer = await fetch(`${kit.standIn.url}/connect/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        scope: 'InvoicingAPI',
      }),
    });
    token = ((await answer.json()) as { access_token: string }).access_token;
  });
  afterAll(() => kit.standIn.close());

  const submit = (documents: object[], bearer = token) =>
    fetch(`${kit.standIn.url}/api/v1.0/documentsubmissions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
      body: JSON.stringify({ documents }),
    });
  const entry = (json: string, codeNumber: string, hash = documentHash(json)) => ({
    format: 'JSON',
    document: Buffer.from(json).toString('base64'),
    documentHash: hash,
    codeNumber,
  });
  const signed = (
    number: string,
    change: (invoice: Record<string, unknown>) => void = () => {},
  ) => {
    const document = buildEInvoice(consolidatedNovember({ number }));
    change(document.Invoice[0]);
    return signEInvoice(document, kit.credentials, new Date(kit.clock.now()));
  };

  it('wants a token it issued', async () => {
    const answer = await submit([entry(signed('S-1'), 'S-1')], 'made-up');
    expect(answer.status).toBe(401);
  });

  it('refuses a document whose hash is not its content, or that lacks mandatory fields', async () => {
    const withoutMsic = signed('S-3', (invoice) => {
      const [supplier] = invoice.AccountingSupplierParty as { Party: Record<string, unknown>[] }[];
      delete supplier?.Party[0]?.IndustryClassificationCode;
    });
    const answer = await submit([
      entry(signed('S-2'), 'S-2', documentHash('something else')),
      entry(withoutMsic, 'S-3'),
    ]);
    expect(answer.status).toBe(202);
    const body = (await answer.json()) as any;
    expect(body.acceptedDocuments).toEqual([]);
    expect(body.rejectedDocuments[0].error.innerError).toEqual([
      {
        errorCode: 'DocumentHashMismatch',
        error: 'documentHash is not the SHA-256 of the document',
      },
    ]);
    expect(body.rejectedDocuments[1].error.innerError).toEqual([
      {
        errorCode: 'MissingField',
        error: 'The MSIC code is missing',
        propertyPath: 'AccountingSupplierParty.IndustryClassificationCode',
      },
      {
        errorCode: 'MissingField',
        error: 'The business activity is missing',
        propertyPath: 'AccountingSupplierParty.IndustryClassificationCode.name',
      },
    ]);
  });

  it('refuses the same submission twice within 10 minutes, saying when to try again', async () => {
    const documents = [entry(signed('S-4'), 'S-4')];
    expect((await submit(documents)).status).toBe(202);
    const again = await submit(documents);
    expect(again.status).toBe(422);
    expect(again.headers.get('retry-after')).toBe('600');
    expect(((await again.json()) as any).error.errorCode).toBe('DuplicateSubmission');
  });

  it('throttles each API to its rate with 429 and Retry-After', async () => {
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 13; i++) {
      const answer = await fetch(
        `${kit.standIn.url}/api/v1.0/documents/search?submissionDateFrom=2026-12-01T00:00:00Z&submissionDateTo=2026-12-04T00:00:00Z`,
        {
          headers: { authorization: `Bearer ${token}` },
        },
      );
      statuses.push(answer.status);
      retryAfter = answer.headers.get('retry-after');
    }
    expect(statuses).toEqual([...Array(12).fill(200), 429]);
    expect(retryAfter).toBe('60');
  });
});
