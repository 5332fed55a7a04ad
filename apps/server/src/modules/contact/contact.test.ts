import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '#test/call.ts';
import { enginesUnderTest } from '#test/engines.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { signIn } from '#test/visitors.ts';

describe.each(enginesUnderTest())('contact form on $name', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => t.close());

  const messages = () =>
    t.database.db.selectFrom('contact_message').selectAll().orderBy('id').execute();
  const send = (body: object, headers: Record<string, string> = {}) =>
    call(t.app, 'POST', '/index/common/contact', { body, langue: 'en', headers });

  it('refuses each missing or malformed field with its message and stores nothing', async () => {
    const good = {
      name: 'Aisyah',
      phone: '+60 12-345 6789',
      email: '',
      content: 'Is the canopy walk open in the rain?',
    };
    const cases: [object, string][] = [
      [{ ...good, name: '' }, 'Please enter your name'],
      [{ ...good, name: '   ' }, 'Please enter your name'],
      [{ ...good, content: '' }, 'Please enter the content'],
      [
        { ...good, phone: '', email: '' },
        'Please leave a phone number or an e-mail so we can reply',
      ],
      [{ ...good, phone: 'call me' }, 'Malformed phone number'],
      [{ ...good, email: 'nope@' }, 'Malformed email'],
      [{ ...good, content: 'x'.repeat(2001) }, 'The text is too long'],
      [{ ...good, name: 'n'.repeat(101) }, 'The text is too long'],
    ];
    for (const [body, msg] of cases) {
      expect((await send(body)).json, JSON.stringify(body).slice(0, 80)).toEqual({
        code: 1002,
        msg,
        data: null,
      });
    }
    expect(await messages()).toEqual([]);
  });

  it('stores a good message as typed, HTML and all, for the operator', async () => {
    const content = '<script>alert("x")</script> <b>Hello</b> & 你好';
    const answer = await send({
      name: '<img src=x onerror=alert(1)>',
      email: 'ana@example.com',
      content,
    });
    expect(answer.json).toEqual({ code: 0, msg: 'ok', data: null });
    const [stored] = await messages();
    expect(stored).toMatchObject({
      name: '<img src=x onerror=alert(1)>',
      email: 'ana@example.com',
      content,
      visitor_id: null,
    });
  });

  it('remembers the visitor who sent it when signed in', async () => {
    const token = await signIn(t.app, t.database.db, 'writer@example.com');
    await send({ name: 'Writer', email: 'writer@example.com', content: 'Thanks!' }, { token });
    const writer = await t.database.db
      .selectFrom('visitor')
      .select('id')
      .where('email', '=', 'writer@example.com')
      .executeTakeFirstOrThrow();
    const last = (await messages()).at(-1);
    expect(last?.visitor_id).toBe(writer.id);
  });
});
