import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enginesUnderTest } from '#test/engines.ts';
import { lastCodeSentTo } from '#test/outbox.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';

/** A sendCode from a given client address, as a phone behind that address would send it. */
async function sendCodeFrom(app: FastifyInstance, remoteAddress: string, body: object) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/index/login/sendCode',
    headers: { langue: 'en' },
    remoteAddress,
    payload: body,
  });
  return response.json() as { code: number; msg: string; data: unknown };
}

async function loginFrom(app: FastifyInstance, remoteAddress: string, body: object) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/index/login/login',
    headers: { langue: 'en' },
    remoteAddress,
    payload: body,
  });
  return response.json() as { code: number; msg: string; data: unknown };
}

describe.each(enginesUnderTest())('login code limits under load on $name', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    // The real defaults, but for the per-address limit this file tests on its own.
    t = await createTestApp(engine);
  });
  afterAll(async () => t.close());

  let n = 0;
  const freshEmail = (tag: string) => `${tag}${++n}-${engine.name}@example.com`;
  const codesTo = async (destination: string) =>
    Number(
      (
        await t.database.db
          .selectFrom('login_code')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('destination', '=', destination)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const messagesTo = async (recipient: string) =>
    Number(
      (
        await t.database.db
          .selectFrom('outbox')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('recipient', '=', recipient)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('sends one code when ten phones ask at once for one address from ten client addresses', async () => {
    const email = freshEmail('burst');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        sendCodeFrom(t.app, `198.51.100.${i + 1}`, { type: 'email', email }),
      ),
    );
    const codes = answers.map((answer) => answer.code).sort();
    expect(codes).toEqual([0, 2003, 2003, 2003, 2003, 2003, 2003, 2003, 2003, 2003]);
    expect(await codesTo(`email:${email}`)).toBe(1);
    expect(await messagesTo(email)).toBe(1);
  });

  it('holds the minute between codes across two app instances on one database', async () => {
    const other = await t.secondInstance();
    try {
      const phone = { type: 'phone', areaCode: '+60', phone: `1${String(n++).padStart(8, '7')}` };
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          sendCodeFrom(i % 2 ? other.app : t.app, `198.51.100.${20 + i}`, phone),
        ),
      );
      expect(answers.filter((answer) => answer.code === 0)).toHaveLength(1);
      expect(answers.every((answer) => [0, 2003].includes(answer.code))).toBe(true);
      expect(await messagesTo(`+60${phone.phone}`)).toBe(1);
    } finally {
      await other.close();
    }
  });

  it('holds the hourly limit per destination when the last codes are asked for at once', async () => {
    const email = freshEmail('hourly');
    // Four codes earlier this hour, each more than a minute ago.
    for (let i = 0; i < 4; i++) {
      expect((await sendCodeFrom(t.app, '198.51.100.40', { type: 'email', email })).code).toBe(0);
      await t.database.db
        .updateTable('login_code')
        .set({ created_at: new Date(Date.now() - (10 - i) * 60_000).toISOString() })
        .where('destination', '=', `email:${email}`)
        .where('created_at', '>', new Date(Date.now() - 60_000).toISOString())
        .execute();
    }
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        sendCodeFrom(t.app, `198.51.100.${50 + i}`, { type: 'email', email }),
      ),
    );
    expect(answers.filter((answer) => answer.code === 0)).toHaveLength(1);
    expect(await codesTo(`email:${email}`)).toBe(5);
  });

  it('lets a crowd of hundreds behind one guest Wi-Fi address sign in', async () => {
    const gate = '203.0.113.200';
    const crowd = Array.from({ length: 120 }, () => freshEmail('crowd'));
    const signedIn: number[] = [];
    // Twenty at a time: phones arriving at the gate together.
    for (let start = 0; start < crowd.length; start += 20) {
      const batch = crowd.slice(start, start + 20);
      const answers = await Promise.all(
        batch.map(async (email) => {
          const sent = await sendCodeFrom(t.app, gate, { type: 'email', email });
          if (sent.code !== 0) return sent.code;
          const code = await lastCodeSentTo(t.database.db, email);
          return (await loginFrom(t.app, gate, { type: 'email', email, code })).code;
        }),
      );
      signedIn.push(...answers);
    }
    expect(signedIn.filter((code) => code !== 0)).toEqual([]);
  });
});

describe.each(enginesUnderTest())('login codes sprayed from one address on $name', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, {
      env: {
        LOGIN_CODES_UNUSED_PER_ADDRESS_HOUR: '6',
        LOGIN_CODES_PER_ADDRESS_HOUR: '10',
      },
    });
  });
  afterAll(async () => t.close());

  const sentFrom = async (ip: string) =>
    Number(
      (
        await t.database.db
          .selectFrom('login_code')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('ip', '=', ip)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('stops an address once its codes go unentered, even when they are asked for at once', async () => {
    const sprayer = '192.0.2.66';
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        sendCodeFrom(t.app, sprayer, {
          type: 'email',
          email: `victim${i}-${engine.name}@example.com`,
        }),
      ),
    );
    expect(answers.filter((answer) => answer.code === 0)).toHaveLength(6);
    const refused = answers.find((answer) => answer.code !== 0);
    expect(refused).toEqual({
      code: 2004,
      msg: 'Too many codes requested; please try again in an hour',
      data: null,
    });
    expect(await sentFrom(sprayer)).toBe(6);
    // Another address is not held back by it.
    const elsewhere = await sendCodeFrom(t.app, '192.0.2.67', {
      type: 'email',
      email: `neighbour-${engine.name}@example.com`,
    });
    expect(elsewhere.code).toBe(0);
  });

  it('counts codes that were entered only against the hourly ceiling of the address', async () => {
    const office = '192.0.2.80';
    const answers: number[] = [];
    for (let i = 0; i < 12; i++) {
      const email = `staff${i}-${engine.name}@example.com`;
      const sent = await sendCodeFrom(t.app, office, { type: 'email', email });
      answers.push(sent.code);
      if (sent.code !== 0) continue;
      const code = await lastCodeSentTo(t.database.db, email);
      expect((await loginFrom(t.app, office, { type: 'email', email, code })).code).toBe(0);
    }
    // Every code was entered, so only the ceiling of ten an hour stops the eleventh.
    expect(answers).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2004, 2004]);
  });
});
