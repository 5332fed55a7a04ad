import { createHash, verify, type X509Certificate } from 'node:crypto';

/**
 * For tests only: what the MyInvois stand-in checks in each submitted document, written from the
 * SDK (the Invoice v1.1 field table, "Signing a JSON document"), apart from our own signer so a
 * mistake in one is not repeated in the other.
 */

export interface DocumentProblem {
  errorCode: string;
  error: string;
  propertyPath?: string;
}

// biome-ignore lint/suspicious/noExplicitAny: a submitted document is whatever JSON it holds
type Json = any;

/** The node at a path of element names, taking the first of each list: LHDN's JSON shape. */
function at(node: Json, ...names: string[]): Json {
  let here = node;
  for (const name of names) here = Array.isArray(here?.[name]) ? here[name][0] : undefined;
  return here;
}
const valueAt = (node: Json, ...names: string[]) => at(node, ...names)?._;
const sen = (amount: unknown) =>
  typeof amount === 'number' ? Math.round(amount * 100) : Number.NaN;
const sha256 = (content: string | Buffer) => createHash('sha256').update(content).digest('base64');

function partyId(party: Json, scheme: string): string | undefined {
  const ids: Json[] = party?.PartyIdentification ?? [];
  return ids.map((id) => at(id, 'ID')).find((id) => id?.schemeID === scheme)?._;
}

function checkParty(problems: DocumentProblem[], party: Json, path: string, supplier: boolean) {
  const missing = (what: string, where: string) =>
    problems.push({
      errorCode: 'MissingField',
      error: `${what} is missing`,
      propertyPath: `${path}.${where}`,
    });
  if (!party) return missing('The party', 'Party');
  if (!valueAt(party, 'PartyLegalEntity', 'RegistrationName'))
    missing('The name', 'RegistrationName');
  if (!partyId(party, 'TIN')) missing('The TIN', 'PartyIdentification[TIN]');
  if (!['BRN', 'NRIC', 'PASSPORT', 'ARMY'].some((scheme) => partyId(party, scheme)))
    missing('The registration number', 'PartyIdentification[BRN]');
  if (supplier) {
    if (!/^\d{5}$/.test(valueAt(party, 'IndustryClassificationCode') ?? ''))
      missing('The MSIC code', 'IndustryClassificationCode');
    if (!at(party, 'IndustryClassificationCode')?.name)
      missing('The business activity', 'IndustryClassificationCode.name');
  }
  const address = at(party, 'PostalAddress');
  if (!valueAt(address, 'AddressLine', 'Line')) missing('The address', 'PostalAddress.AddressLine');
  if (!valueAt(address, 'CityName')) missing('The city', 'PostalAddress.CityName');
  const country = valueAt(address, 'Country', 'IdentificationCode');
  if (!country) missing('The country', 'PostalAddress.Country');
  const state = valueAt(address, 'CountrySubentityCode');
  if (country === 'MYS' && !/^(0[1-9]|1[0-7])$/.test(state ?? ''))
    missing('A Malaysian state code', 'PostalAddress.CountrySubentityCode');
  if (!valueAt(party, 'Contact', 'Telephone')) missing('The telephone', 'Contact.Telephone');
}

function checkAmounts(problems: DocumentProblem[], invoice: Json) {
  const lines: Json[] = invoice.InvoiceLine ?? [];
  if (lines.length === 0)
    problems.push({
      errorCode: 'MissingField',
      error: 'An invoice line is missing',
      propertyPath: 'InvoiceLine',
    });
  lines.forEach((line, i) => {
    const path = `InvoiceLine[${i}]`;
    const classes: Json[] = at(line, 'Item')?.CommodityClassification ?? [];
    if (!classes.some((c) => at(c, 'ItemClassificationCode')?.listID === 'CLASS'))
      problems.push({
        errorCode: 'MissingField',
        error: 'The classification is missing',
        propertyPath: `${path}.Item`,
      });
    if (!valueAt(line, 'Item', 'Description'))
      problems.push({
        errorCode: 'MissingField',
        error: 'The description is missing',
        propertyPath: `${path}.Item`,
      });
    if (
      !['01', '02', '03', '04', '05', '06', 'E'].includes(
        valueAt(line, 'TaxTotal', 'TaxSubtotal', 'TaxCategory', 'ID'),
      )
    )
      problems.push({
        errorCode: 'MissingField',
        error: 'The tax type is missing',
        propertyPath: `${path}.TaxTotal`,
      });
    for (const amount of [
      ['Price', 'PriceAmount'],
      ['ItemPriceExtension', 'Amount'],
      ['LineExtensionAmount'],
    ]) {
      if (Number.isNaN(sen(valueAt(line, ...amount))))
        problems.push({
          errorCode: 'MissingField',
          error: `${amount.join('.')} is missing`,
          propertyPath: path,
        });
    }
  });
  const total = at(invoice, 'LegalMonetaryTotal');
  const net = lines.reduce((sum, line) => sum + sen(valueAt(line, 'LineExtensionAmount')), 0);
  const tax = lines.reduce((sum, line) => sum + sen(valueAt(line, 'TaxTotal', 'TaxAmount')), 0);
  const expect = [
    ['TaxExclusiveAmount', sen(valueAt(total, 'TaxExclusiveAmount')), net],
    ['TaxInclusiveAmount', sen(valueAt(total, 'TaxInclusiveAmount')), net + tax],
    ['PayableAmount', sen(valueAt(total, 'PayableAmount')), net + tax],
    ['TaxTotal.TaxAmount', sen(valueAt(invoice, 'TaxTotal', 'TaxAmount')), tax],
  ] as const;
  for (const [name, stated, computed] of expect) {
    if (stated !== computed)
      problems.push({
        errorCode: 'TotalsMismatch',
        error: `${name} is not the sum of the lines`,
        propertyPath: name,
      });
  }
}

/** The v1.1 signature, verified step by step as the SDK describes its creation. */
function checkSignature(
  problems: DocumentProblem[],
  document: Json,
  trusted: X509Certificate,
  tin: string,
) {
  const fail = (errorCode: string, error: string) =>
    problems.push({ errorCode, error, propertyPath: 'UBLExtensions' });
  const invoice = document.Invoice[0];
  const signature = at(
    invoice,
    'UBLExtensions',
    'UBLExtension',
    'ExtensionContent',
    'UBLDocumentSignatures',
    'SignatureInformation',
    'Signature',
  );
  if (!signature) return fail('SignatureMissing', 'The digital signature is missing');
  if (valueAt(invoice, 'Signature', 'ID') !== 'urn:oasis:names:specification:ubl:signature:Invoice')
    fail('SignatureMissing', 'The cac:Signature block is missing');

  const certificateText: string =
    valueAt(signature, 'KeyInfo', 'X509Data', 'X509Certificate') ?? '';
  if (!Buffer.from(certificateText, 'base64').equals(trusted.raw))
    return fail('CertificateNotTrusted', 'The signing certificate is not one MyInvois recognises');
  if (!trusted.subject.split('\n').includes(`organizationIdentifier=${tin}`))
    fail('CertificateMismatch', "The certificate is not the supplier's (its TIN differs)");

  const { UBLExtensions: _u, Signature: _s, ...unsigned } = invoice;
  const content = JSON.stringify({ ...document, Invoice: [unsigned] });
  const references: Json[] = at(signature, 'SignedInfo')?.Reference ?? [];
  const documentReference = references.find((reference) => reference.URI === '');
  const propertiesReference = references.find(
    (reference) => reference.URI === '#id-xades-signed-props',
  );
  if (valueAt(documentReference, 'DigestValue') !== sha256(content))
    fail('DocumentDigestMismatch', 'The document digest does not match the document');
  const signatureValue = Buffer.from(valueAt(signature, 'SignatureValue') ?? '', 'base64');
  if (!verify('sha256', Buffer.from(content, 'utf8'), trusted.publicKey, signatureValue))
    fail('SignatureInvalid', 'The signature does not verify with the certificate');

  const properties = at(signature, 'Object', 'QualifyingProperties');
  if (valueAt(propertiesReference, 'DigestValue') !== sha256(JSON.stringify(properties)))
    fail('PropertiesDigestMismatch', 'The signed properties digest does not match');
  const cert = at(
    properties,
    'SignedProperties',
    'SignedSignatureProperties',
    'SigningCertificate',
    'Cert',
  );
  if (valueAt(cert, 'CertDigest', 'DigestValue') !== sha256(trusted.raw))
    fail('CertificateDigestMismatch', 'The certificate digest does not match the certificate');
  if (
    valueAt(cert, 'IssuerSerial', 'X509SerialNumber') !==
    BigInt(`0x${trusted.serialNumber}`).toString()
  )
    fail('CertificateDigestMismatch', "The certificate's serial number does not match");
  if (
    valueAt(cert, 'IssuerSerial', 'X509IssuerName') !==
    trusted.issuer.split('\n').reverse().join(', ')
  )
    fail('CertificateDigestMismatch', "The certificate's issuer does not match");
}

/** Every problem of one submitted document (already decoded), as LHDN would list them. */
export function documentProblems(
  text: string,
  codeNumber: string,
  context: { trusted: X509Certificate; now: number },
): { problems: DocumentProblem[]; document?: Json } {
  let document: Json;
  try {
    document = JSON.parse(text);
  } catch {
    return { problems: [{ errorCode: 'BadStructure', error: 'The document is not JSON' }] };
  }
  const invoice = document?.Invoice?.[0];
  if (!invoice)
    return { problems: [{ errorCode: 'BadStructure', error: 'The document has no Invoice' }] };
  const problems: DocumentProblem[] = [];
  if (valueAt(invoice, 'ID') !== codeNumber)
    problems.push({
      errorCode: 'CodeNumberMismatch',
      error: 'The ID differs from the codeNumber',
      propertyPath: 'ID',
    });
  const type = at(invoice, 'InvoiceTypeCode');
  if (!['01', '02', '03', '04'].includes(type?._) || !['1.0', '1.1'].includes(type?.listVersionID))
    problems.push({
      errorCode: 'MissingField',
      error: 'The e-invoice type or version is missing',
      propertyPath: 'InvoiceTypeCode',
    });
  const issued = Date.parse(`${valueAt(invoice, 'IssueDate')}T${valueAt(invoice, 'IssueTime')}`);
  if (Number.isNaN(issued))
    problems.push({
      errorCode: 'MissingField',
      error: 'The issue date and time are missing',
      propertyPath: 'IssueDate',
    });
  else if (Math.abs(context.now - issued) > 72 * 3_600_000)
    problems.push({
      errorCode: 'IssueDateOutOfRange',
      error: 'The issue date is not within 72 hours',
      propertyPath: 'IssueDate',
    });
  if (valueAt(invoice, 'DocumentCurrencyCode') !== 'MYR')
    problems.push({
      errorCode: 'MissingField',
      error: 'The currency is missing',
      propertyPath: 'DocumentCurrencyCode',
    });
  if (
    ['02', '03', '04'].includes(type?._) &&
    !valueAt(invoice, 'BillingReference', 'InvoiceDocumentReference', 'UUID')
  )
    problems.push({
      errorCode: 'MissingField',
      error: 'The original e-invoice reference is missing',
      propertyPath: 'BillingReference',
    });
  const supplier = at(invoice, 'AccountingSupplierParty', 'Party');
  checkParty(problems, supplier, 'AccountingSupplierParty', true);
  checkParty(
    problems,
    at(invoice, 'AccountingCustomerParty', 'Party'),
    'AccountingCustomerParty',
    false,
  );
  checkAmounts(problems, invoice);
  if (type?.listVersionID === '1.1')
    checkSignature(problems, document, context.trusted, partyId(supplier, 'TIN') ?? '');
  return { problems, document };
}

/** The supplier TIN of a parsed document, to hold it against the submitter's. */
export const supplierTin = (document: Json): string | undefined =>
  partyId(at(document?.Invoice?.[0], 'AccountingSupplierParty', 'Party'), 'TIN');
