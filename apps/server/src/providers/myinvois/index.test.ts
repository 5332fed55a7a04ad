import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { ConfigError, loadConfig } from '#server/config.ts';
import { consolidatedNovember, PARK } from './fixtures.ts';
import { eInvoicingFromConfig } from './index.ts';
import { testCertificate } from './test-certificate.ts';

describe('e-invoicing from the configuration', () => {
  it('is off when no MyInvois credentials are set, with the pre-production addresses by default', () => {
    const config = loadConfig({});
    expect(eInvoicingFromConfig(config)).toBeUndefined();
    expect(config).toMatchObject({
      MYINVOIS_API_URL: 'https://preprod-api.myinvois.hasil.gov.my',
      MYINVOIS_IDENTITY_URL: 'https://preprod-api.myinvois.hasil.gov.my',
      MYINVOIS_PORTAL_URL: 'https://preprod.myinvois.hasil.gov.my',
    });
  });

  it('stops the boot when only some of what it needs is set', () => {
    expect(() =>
      loadConfig({ MYINVOIS_CLIENT_ID: 'erp', MYINVOIS_CLIENT_SECRET: 'secret' }),
    ).toThrow(
      new ConfigError(
        'Invalid configuration:\n  e-invoicing (MyInvois) needs MYINVOIS_CERT_PATH, MYINVOIS_KEY_PATH as well, or none of MYINVOIS_CLIENT_ID, MYINVOIS_CLIENT_SECRET, MYINVOIS_CERT_PATH, MYINVOIS_KEY_PATH',
      ),
    );
  });

  it('reads and checks the certificate and key at start, and signs what it prepares', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'myinvois-'));
    onTestFinished(() => rmSync(folder, { recursive: true, force: true }));
    const { certificatePem, privateKeyPem } = await testCertificate(PARK);
    writeFileSync(path.join(folder, 'cert.pem'), certificatePem);
    writeFileSync(path.join(folder, 'key.pem'), privateKeyPem);
    const env = {
      MYINVOIS_CLIENT_ID: 'erp',
      MYINVOIS_CLIENT_SECRET: 'secret',
      MYINVOIS_CERT_PATH: path.join(folder, 'cert.pem'),
      MYINVOIS_KEY_PATH: path.join(folder, 'key.pem'),
    };
    const eInvoicing = eInvoicingFromConfig(loadConfig(env));
    const prepared = eInvoicing?.prepare(consolidatedNovember());
    expect(prepared?.codeNumber).toBe('CEI-2026-11');
    expect(JSON.parse(prepared?.json ?? '{}').Invoice[0].UBLExtensions).toHaveLength(1);

    const missing = { ...env, MYINVOIS_KEY_PATH: path.join(folder, 'nowhere.pem') };
    expect(() => eInvoicingFromConfig(loadConfig(missing))).toThrow(
      /private key at .*nowhere\.pem cannot be read/,
    );
  });
});
