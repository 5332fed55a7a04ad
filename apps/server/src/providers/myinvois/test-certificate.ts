import { generateKeyPairSync } from 'node:crypto';
import { generate } from 'selfsigned';

/**
 * For tests only: an RSA key and a self-signed certificate shaped like the ones Malaysian CAs
 * issue for e-invoicing (the TIN as organizationIdentifier, the BRN as serialNumber).
 */
export async function testCertificate(subject: { name: string; tin: string; brn: string }) {
  const keys = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  const pems = await generate(
    [
      { name: 'countryName', value: 'MY' },
      { name: 'organizationName', value: subject.name },
      { name: '2.5.4.97', value: subject.tin },
      { name: '2.5.4.5', value: subject.brn },
      { name: 'commonName', value: subject.name },
    ],
    {
      keyPair: keys,
      algorithm: 'sha256',
      notBeforeDate: new Date(Date.now() - 86_400_000),
      notAfterDate: new Date(Date.now() + 365 * 86_400_000),
    },
  );
  return { certificatePem: pems.cert, privateKeyPem: keys.privateKey };
}
