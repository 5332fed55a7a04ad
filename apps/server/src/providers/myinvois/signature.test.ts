import { createHash, generateKeyPairSync, verify, X509Certificate } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEInvoice } from './document.ts';
import { consolidatedNovember, PARK } from './fixtures.ts';
import { documentHash, SigningSetupError, signEInvoice, signingCredentials } from './signature.ts';
import { testCertificate } from './test-certificate.ts';
import { myinvoisKit } from './test-kit.ts';

type Kit = Awaited<ReturnType<typeof myinvoisKit>>;

describe('the v1.1 digital signature', () => {
  let kit: Kit;
  beforeAll(async () => {
    kit = await myinvoisKit();
  });
  afterAll(() => kit.standIn.close());

  const signed = (number = 'CEI-2026-11') =>
    signEInvoice(
      buildEInvoice(consolidatedNovember({ number })),
      kit.credentials,
      new Date('2026-12-03T01:16:00.700Z'),
    );

  it('signs the document without its signature blocks with RSA-SHA256, as the SDK describes', () => {
    const document = JSON.parse(signed());
    const invoice = document.Invoice[0];
    const signature =
      invoice.UBLExtensions[0].UBLExtension[0].ExtensionContent[0].UBLDocumentSignatures[0]
        .SignatureInformation[0].Signature[0];
    expect(invoice.UBLExtensions[0].UBLExtension[0].ExtensionURI[0]._).toBe(
      'urn:oasis:names:specification:ubl:dsig:enveloped:xades',
    );
    expect(invoice.Signature).toEqual([
      {
        ID: [{ _: 'urn:oasis:names:specification:ubl:signature:Invoice' }],
        SignatureMethod: [{ _: 'urn:oasis:names:specification:ubl:dsig:enveloped:xades' }],
      },
    ]);

    // What was signed: the minified document without UBLExtensions and Signature.
    const { UBLExtensions: _u, Signature: _s, ...unsigned } = invoice;
    const content = JSON.stringify({ ...document, Invoice: [unsigned] });
    expect(content).toBe(JSON.stringify(buildEInvoice(consolidatedNovember())));
    const [propertiesReference, documentReference] = signature.SignedInfo[0].Reference;
    expect(documentReference.DigestValue[0]._).toBe(
      createHash('sha256').update(content).digest('base64'),
    );
    const certificate = new X509Certificate(kit.certificate.certificatePem);
    expect(
      verify(
        'sha256',
        Buffer.from(content),
        certificate.publicKey,
        Buffer.from(signature.SignatureValue[0]._, 'base64'),
      ),
    ).toBe(true);
    expect(signature.SignedInfo[0].SignatureMethod[0].Algorithm).toBe(
      'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    );

    // The signed properties: signing time, certificate digest, issuer and serial number.
    const properties = signature.Object[0].QualifyingProperties[0];
    expect(propertiesReference).toMatchObject({
      URI: '#id-xades-signed-props',
      Type: 'http://uri.etsi.org/01903/v1.3.2#SignedProperties',
    });
    expect(propertiesReference.DigestValue[0]._).toBe(
      createHash('sha256').update(JSON.stringify(properties)).digest('base64'),
    );
    const signedProperties = properties.SignedProperties[0].SignedSignatureProperties[0];
    expect(signedProperties.SigningTime).toEqual([{ _: '2026-12-03T01:16:00Z' }]);
    const cert = signedProperties.SigningCertificate[0].Cert[0];
    expect(cert.CertDigest[0].DigestValue[0]._).toBe(
      createHash('sha256').update(certificate.raw).digest('base64'),
    );
    expect(cert.IssuerSerial[0].X509SerialNumber[0]._).toBe(
      BigInt(`0x${certificate.serialNumber}`).toString(),
    );
    expect(cert.IssuerSerial[0].X509IssuerName[0]._).toMatch(/^CN=Bukit Awan .*, C=MY$/);
    expect(signature.KeyInfo[0].X509Data[0].X509Certificate[0]._).toBe(
      certificate.raw.toString('base64'),
    );
  });

  it('is accepted by MyInvois (the stand-in verifies every digest and the signature)', async () => {
    const json = signed();
    const result = await kit.client.submitDocuments([{ codeNumber: 'CEI-2026-11', json }]);
    expect(result.rejected).toEqual([]);
    expect(result.accepted).toEqual([
      expect.objectContaining({ codeNumber: 'CEI-2026-11', alreadySubmitted: false }),
    ]);
    const held = kit.standIn.documents.get(result.accepted[0]?.uuid ?? '');
    expect(held?.status).toBe('Valid');
    expect(documentHash(held?.text ?? '')).toBe(documentHash(json));
  });

  it('a document changed after signing is rejected, however its hash is recomputed', async () => {
    const tampered = signed('CEI-2026-11-T').replace('"_":12345.67', '"_":12.34');
    expect(tampered).not.toBe(signed('CEI-2026-11-T'));
    const result = await kit.client.submitDocuments([
      { codeNumber: 'CEI-2026-11-T', json: tampered },
    ]);
    expect(result.accepted).toEqual([]);
    expect(result.rejected).toEqual([
      {
        codeNumber: 'CEI-2026-11-T',
        reasons: expect.arrayContaining([
          'DocumentDigestMismatch: The document digest does not match the document (at UBLExtensions)',
          'SignatureInvalid: The signature does not verify with the certificate (at UBLExtensions)',
        ]),
      },
    ]);
  });

  it('a document signed with a certificate MyInvois does not recognise is rejected', async () => {
    const stranger = await testCertificate({
      name: 'Someone Else Sdn. Bhd.',
      tin: PARK.tin,
      brn: PARK.brn,
    });
    const json = signEInvoice(
      buildEInvoice(consolidatedNovember({ number: 'CEI-2026-11-B' })),
      signingCredentials(stranger.certificatePem, stranger.privateKeyPem),
    );
    const result = await kit.client.submitDocuments([{ codeNumber: 'CEI-2026-11-B', json }]);
    expect(result.rejected[0]?.reasons).toEqual([
      'BadArgument: Validation Error',
      'CertificateNotTrusted: The signing certificate is not one MyInvois recognises (at UBLExtensions)',
    ]);
  });

  it('refuses a key that is not the certificate’s, or not RSA, before anything is signed', () => {
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
      type: 'pkcs8',
      format: 'pem',
    });
    expect(() => signingCredentials(kit.certificate.certificatePem, String(other))).toThrow(
      new SigningSetupError('the e-invoicing private key does not belong to the certificate'),
    );
    const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({
      type: 'pkcs8',
      format: 'pem',
    });
    expect(() => signingCredentials(kit.certificate.certificatePem, String(ec))).toThrow(/RSA/);
    expect(() => signingCredentials('not a certificate', String(other))).toThrow(/cannot be read/);
  });
});
