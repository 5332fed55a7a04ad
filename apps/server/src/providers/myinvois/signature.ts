import { createHash, createPrivateKey, type KeyObject, sign, X509Certificate } from 'node:crypto';
import type { UblDocument } from './document.ts';

/**
 * The digital signature a v1.1 document must carry, in LHDN's JSON form (the SDK's "Signing a
 * JSON document"): an enveloped XAdES signature under UBLExtensions, and a cac:Signature naming it.
 *
 * 1. The document without UBLExtensions and Signature, minified, is the signed content.
 * 2. Its SHA-256 (base64) is the document digest.
 * 3. RSA-SHA256 (PKCS#1 v1.5) of that content with the certificate's private key is the signature.
 * 4. SHA-256 of the certificate (DER, base64) is the certificate digest.
 * 5. The signed properties hold the signing time, that digest, the issuer and the serial number.
 * 6. SHA-256 of the minified qualifying properties is the signed-properties digest.
 * 7. Both digests go into SignedInfo; all of it into UBLExtensions, beside the certificate.
 */

const SHA256 = 'http://www.w3.org/2001/04/xmlenc#sha256';
const RSA_SHA256 = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256';
const SIGNED_PROPERTIES = 'http://uri.etsi.org/01903/v1.3.2#SignedProperties';
const XADES = 'urn:oasis:names:specification:ubl:dsig:enveloped:xades';

export interface SigningCredentials {
  certificate: X509Certificate;
  privateKey: KeyObject;
}

export class SigningSetupError extends Error {
  override name = 'SigningSetupError';
}

/** The certificate and key from PEM, checked to belong together and to be RSA, as LHDN requires. */
export function signingCredentials(
  certificatePem: string,
  privateKeyPem: string,
  passphrase?: string,
): SigningCredentials {
  let certificate: X509Certificate;
  let privateKey: KeyObject;
  try {
    certificate = new X509Certificate(certificatePem);
  } catch (error) {
    throw new SigningSetupError(`the e-invoicing certificate cannot be read: ${String(error)}`);
  }
  try {
    privateKey = createPrivateKey({ key: privateKeyPem, passphrase });
  } catch (error) {
    throw new SigningSetupError(`the e-invoicing private key cannot be read: ${String(error)}`);
  }
  if (privateKey.asymmetricKeyType !== 'rsa')
    throw new SigningSetupError(
      'the e-invoicing key must be an RSA key (LHDN signs with RSA-SHA256)',
    );
  if (!certificate.checkPrivateKey(privateKey))
    throw new SigningSetupError('the e-invoicing private key does not belong to the certificate');
  return { certificate, privateKey };
}

const base64Sha256 = (content: string | Buffer) =>
  createHash('sha256').update(content).digest('base64');

/** The SHA-256 (hex) of the exact text submitted: the `documentHash` of a submission. */
export const documentHash = (text: string) =>
  createHash('sha256').update(text, 'utf8').digest('hex');

/** "CN=…, O=…, C=MY": the name as LHDN's samples write it, most specific part first. */
export const distinguishedName = (name: string) => name.split('\n').reverse().join(', ');

/** The document without UBLExtensions and Signature, in its own key order. */
function withoutSignature(document: UblDocument): UblDocument {
  const [invoice] = document.Invoice;
  const { UBLExtensions: _extensions, Signature: _signature, ...rest } = invoice;
  return { ...document, Invoice: [rest] };
}

/** The document as it is signed: unsigned and minified. */
export const signedContent = (document: UblDocument) => JSON.stringify(withoutSignature(document));

const value = (v: string, attributes: Record<string, string> = {}) => [{ _: v, ...attributes }];
const digestMethod = () => [{ _: '', Algorithm: SHA256 }];

/**
 * The signed document, minified, ready to be base64'd and submitted. Signing time is when it is
 * signed, in UTC to the second.
 */
export function signEInvoice(
  document: UblDocument,
  credentials: SigningCredentials,
  signedAt: Date = new Date(),
): string {
  const { certificate, privateKey } = credentials;
  const content = signedContent(document);
  const documentDigest = base64Sha256(content);
  const signatureValue = sign('sha256', Buffer.from(content, 'utf8'), privateKey).toString(
    'base64',
  );
  const issuerName = distinguishedName(certificate.issuer);
  const serialNumber = BigInt(`0x${certificate.serialNumber}`).toString(10);

  const qualifyingProperties = {
    Target: 'signature',
    SignedProperties: [
      {
        Id: 'id-xades-signed-props',
        SignedSignatureProperties: [
          {
            SigningTime: value(`${signedAt.toISOString().slice(0, 19)}Z`),
            SigningCertificate: [
              {
                Cert: [
                  {
                    CertDigest: [
                      {
                        DigestMethod: digestMethod(),
                        DigestValue: value(base64Sha256(certificate.raw)),
                      },
                    ],
                    IssuerSerial: [
                      {
                        X509IssuerName: value(issuerName),
                        X509SerialNumber: value(serialNumber),
                      },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  };
  const propertiesDigest = base64Sha256(JSON.stringify(qualifyingProperties));

  const signature = {
    Id: 'signature',
    Object: [{ QualifyingProperties: [qualifyingProperties] }],
    KeyInfo: [
      {
        X509Data: [
          {
            X509Certificate: value(certificate.raw.toString('base64')),
            X509SubjectName: value(distinguishedName(certificate.subject)),
            X509IssuerSerial: [
              { X509IssuerName: value(issuerName), X509SerialNumber: value(serialNumber) },
            ],
          },
        ],
      },
    ],
    SignatureValue: value(signatureValue),
    SignedInfo: [
      {
        SignatureMethod: [{ _: '', Algorithm: RSA_SHA256 }],
        Reference: [
          {
            Type: SIGNED_PROPERTIES,
            URI: '#id-xades-signed-props',
            DigestMethod: digestMethod(),
            DigestValue: value(propertiesDigest),
          },
          { Type: '', URI: '', DigestMethod: digestMethod(), DigestValue: value(documentDigest) },
        ],
      },
    ],
  };

  const [invoice] = withoutSignature(document).Invoice;
  const signed: UblDocument = {
    ...document,
    Invoice: [
      {
        ...invoice,
        UBLExtensions: [
          {
            UBLExtension: [
              {
                ExtensionURI: value(XADES),
                ExtensionContent: [
                  {
                    UBLDocumentSignatures: [
                      {
                        SignatureInformation: [
                          {
                            ID: value('urn:oasis:names:specification:ubl:signature:1'),
                            ReferencedSignatureID: value(
                              'urn:oasis:names:specification:ubl:signature:Invoice',
                            ),
                            Signature: [signature],
                          },
                        ],
                      },
                    ],
                  },
                ],
              },
            ],
          },
        ],
        Signature: [
          {
            ID: value('urn:oasis:names:specification:ubl:signature:Invoice'),
            SignatureMethod: value(XADES),
          },
        ],
      },
    ],
  };
  return JSON.stringify(signed);
}
