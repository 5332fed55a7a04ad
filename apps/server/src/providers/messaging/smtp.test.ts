import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/call.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

describe('e-mail over SMTP', () => {
  const received: { to: string[]; data: string }[] = [];
  let smtp: SMTPServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      hideSTARTTLS: true,
      onData(stream, session, done) {
        let data = '';
        stream.on('data', (chunk) => {
          data += chunk;
        });
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), data });
          done();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    t = await createTestApp({ name: 'sqlite' }, { env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('delivers the login code to the SMTP server and keeps a record in the outbox', async () => {
    const answer = await call(t.app, 'POST', '/index/login/sendCode', {
      body: { type: 'email', email: 'mail@example.com' },
      langue: 'en',
    });
    expect(answer.json.code).toBe(0);
    expect(received).toHaveLength(1);
    expect(received[0]?.to).toEqual(['mail@example.com']);
    expect(received[0]?.data).toContain('Subject: Your Bukit Awan Rainforest Park sign-in code');
    expect(received[0]?.data).toMatch(/your code is \d{6}/);
    const record = await t.database.db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow();
    expect(record).toMatchObject({ provider: 'smtp', recipient: 'mail@example.com', error: null });
    expect(record.sent_at).not.toBeNull();
  });
});
