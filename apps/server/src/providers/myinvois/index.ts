import { readFileSync } from 'node:fs';
import type { Config } from '#server/config.ts';
import { createMyInvoisClient, type MyInvoisClient, type SubmittableDocument } from './client.ts';
import { buildEInvoice } from './document.ts';
import type { EInvoiceInput } from './document-input.ts';
import type { SubmissionJournal } from './journal.ts';
import { SigningSetupError, signEInvoice, signingCredentials } from './signature.ts';

export interface EInvoicing {
  client: MyInvoisClient;
  /** Builds, checks and signs one e-invoice, ready for `client.submitDocuments`. */
  prepare(input: EInvoiceInput, signedAt?: Date): SubmittableDocument;
}

function readPem(path: string, what: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    throw new SigningSetupError(
      `the e-invoicing ${what} at ${path} cannot be read: ${String(error)}`,
    );
  }
}

/**
 * E-invoicing as configured, or undefined when it is off (no MyInvois credentials). The
 * certificate and key are read and checked here, at start, so a bad one stops the boot.
 */
export function eInvoicingFromConfig(
  config: Config,
  options: { journal?: SubmissionJournal } = {},
): EInvoicing | undefined {
  const { MYINVOIS_CLIENT_ID, MYINVOIS_CLIENT_SECRET, MYINVOIS_CERT_PATH, MYINVOIS_KEY_PATH } =
    config;
  if (!(MYINVOIS_CLIENT_ID && MYINVOIS_CLIENT_SECRET && MYINVOIS_CERT_PATH && MYINVOIS_KEY_PATH)) {
    return undefined;
  }
  const credentials = signingCredentials(
    readPem(MYINVOIS_CERT_PATH, 'certificate'),
    readPem(MYINVOIS_KEY_PATH, 'private key'),
    config.MYINVOIS_KEY_PASSPHRASE,
  );
  const client = createMyInvoisClient({
    apiUrl: config.MYINVOIS_API_URL,
    identityUrl: config.MYINVOIS_IDENTITY_URL,
    portalUrl: config.MYINVOIS_PORTAL_URL,
    clientId: MYINVOIS_CLIENT_ID,
    clientSecret: MYINVOIS_CLIENT_SECRET,
    timeoutMs: config.MYINVOIS_TIMEOUT_MS,
    ...(options.journal ? { journal: options.journal } : {}),
  });
  return {
    client,
    prepare: (input, signedAt) => ({
      codeNumber: input.number,
      json: signEInvoice(buildEInvoice(input), credentials, signedAt),
    }),
  };
}
