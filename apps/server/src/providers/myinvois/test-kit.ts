import { createMyInvoisClient, type MyInvoisClientOptions } from './client.ts';
import { buildEInvoice } from './document.ts';
import type { EInvoiceInput } from './document-input.ts';
import { PARK } from './fixtures.ts';
import { signEInvoice, signingCredentials } from './signature.ts';
import { type StandInOptions, startMyInvoisStandIn } from './stand-in.ts';
import { testCertificate } from './test-certificate.ts';

/**
 * For tests only: the park's signing certificate, the MyInvois stand-in and a client talking to
 * it, on one clock the tests move. The client's waits move that clock instead of passing, and are
 * recorded, so back-off and Retry-After are seen without a test waiting for them.
 */
export function fakeClock(start: number) {
  let time = start;
  const waits: number[] = [];
  return {
    now: () => time,
    waits,
    async sleep(ms: number) {
      waits.push(ms);
      time += ms;
    },
    advance(ms: number) {
      time += ms;
    },
  };
}

export const CLIENT_ID = 'park-erp-client';
export const CLIENT_SECRET = 'park-erp-secret-for-tests';
export const PORTAL = 'https://preprod.myinvois.hasil.gov.my';

export async function myinvoisKit(
  options: { standIn?: Partial<StandInOptions>; client?: Partial<MyInvoisClientOptions> } = {},
) {
  const certificate = await testCertificate({ name: PARK.name, tin: PARK.tin, brn: PARK.brn });
  const credentials = signingCredentials(certificate.certificatePem, certificate.privateKeyPem);
  // A few minutes after the fixtures' e-invoices are issued.
  const clock = fakeClock(Date.parse('2026-12-03T01:20:00Z'));
  const standIn = await startMyInvoisStandIn({
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    taxpayerTin: PARK.tin,
    trustedCertificatePem: certificate.certificatePem,
    now: clock.now,
    ...options.standIn,
  });
  const client = createMyInvoisClient({
    apiUrl: standIn.url,
    identityUrl: standIn.url,
    portalUrl: PORTAL,
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    timeoutMs: 400,
    now: clock.now,
    sleep: clock.sleep,
    random: () => 0.5,
    ...options.client,
  });
  const sign = (input: EInvoiceInput) => ({
    codeNumber: input.number,
    json: signEInvoice(buildEInvoice(input), credentials, new Date(clock.now())),
  });
  const calls = (route: string) => standIn.requests.filter((request) => request.route === route);
  return { certificate, credentials, clock, standIn, client, sign, calls };
}
