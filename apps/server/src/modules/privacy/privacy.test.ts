import { ERROR_CODE } from '@scenic/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAudit } from '#server/modules/audit/service.ts';
import { createSessions } from '#server/modules/auth/sessions.ts';
import { call } from '#test/call.ts';
import { soonDate } from '#test/dates.ts';
import { enginesUnderTest } from '#test/engines.ts';
import { placeTicketOrder } from '#test/orders.ts';
import { lastCodeSentTo } from '#test/outbox.ts';
import { signInNewStaff, signInStaff, staffCall } from '#test/staff.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { signIn } from '#test/visitors.ts';
import { createRetention } from './retention.ts';

const env = { UNPAID_ORDERS_PER_VISITOR: '30', RETENTION_CHECK_MINUTES: '0' };
const DAY_MS = 86_400_000;

/** Personal data under the PDPA (decision 045), on every engine. */
describe.each(enginesUnderTest())('personal data on $name', (engine) => {
  let t: TestApp;
  let admin = '';
  let serial = 0;
  beforeAll(async () => {
    t = await createTestApp(engine, { env });
    admin = await signInStaff(t.app);
  });
  afterAll(async () => t.close());

  const db = () => t.database.db;
  const emailOf = (n: number) => `pdpa-${engine.name}-${n}@example.com`;
  const newVisitor = async () => {
    const email = emailOf(++serial);
    return { email, token: await signIn(t.app, db(), email) };
  };
  const as = (token: string, method: 'GET' | 'POST', url: string, body?: unknown, langue = 'en') =>
    call(t.app, method, url, { headers: { token }, langue, ...(body ? { body } : {}) });
  const visitorRow = (email: string) =>
    db().selectFrom('visitor').selectAll().where('email', '=', email).executeTakeFirst();
  const text = (zh: string, en: string, ma: string) => ({ zh, en, ma });
  const publishPrivacy = (newVersion: boolean) =>
    staffCall(t.app, admin, 'POST', '/console/content/agreements/save', {
      body: {
        type: 'privacy',
        title: text('隐私声明', 'Privacy notice', 'Notis privasi'),
        content: text('我们保护您的数据。', 'We protect your data.', 'Kami melindungi data anda.'),
        newVersion,
      },
    });
  const giftCard = async (token: string, amount: string) => {
    const issued = await staffCall(t.app, admin, 'POST', '/console/gift-cards/issue', {
      body: { amount, reason: 'A ride closed all day' },
    });
    const { card, pin } = issued.json.data as { card: { code: string }; pin: string };
    expect(
      (await as(token, 'POST', '/index/giftcard/add', { code: card.code, pin })).json.code,
    ).toBe(0);
    return card.code;
  };

  describe('the privacy notice', () => {
    it('is accepted at sign-in with the time, and asked again when a new version is published', async () => {
      const { token } = await newVisitor();
      const rules = await call(t.app, 'GET', '/index/login/getRule?type=privacy');
      const version = rules.json.data[0].version as number;
      expect(version).toBeGreaterThanOrEqual(1);

      const before = (await as(token, 'GET', '/index/privacy/status')).json.data;
      expect(before).toMatchObject({ version, acceptedVersion: null, needsAcceptance: true });
      const accepted = (await as(token, 'POST', '/index/privacy/accept', { version })).json;
      expect(accepted.code).toBe(0);
      expect(accepted.data).toMatchObject({ acceptedVersion: version, needsAcceptance: false });
      expect(Date.parse(accepted.data.acceptedAt)).toBeGreaterThan(Date.now() - 60_000);

      // A correction keeps the version; a new version asks everyone again.
      expect((await publishPrivacy(false)).json.data.version).toBe(version);
      expect((await as(token, 'GET', '/index/privacy/status')).json.data.needsAcceptance).toBe(
        false,
      );
      expect((await publishPrivacy(true)).json.data.version).toBe(version + 1);
      const after = (await as(token, 'GET', '/index/privacy/status')).json.data;
      expect(after).toMatchObject({
        version: version + 1,
        acceptedVersion: version,
        needsAcceptance: true,
      });

      // The version shown must be the one published now.
      const stale = await as(token, 'POST', '/index/privacy/accept', { version }, 'ma');
      expect(stale.json.code).toBe(ERROR_CODE.privacyNoticeOutdated);
      expect(stale.json.msg).toContain('Notis privasi yang lebih baharu');
      const again = await as(token, 'POST', '/index/privacy/accept', { version: version + 1 });
      expect(again.json.data.needsAcceptance).toBe(false);
      // Accepting twice keeps the first time.
      const twice = await as(token, 'POST', '/index/privacy/accept', { version: version + 1 });
      expect(twice.json.data.acceptedAt).toBe(again.json.data.acceptedAt);
    });

    it('answers signed-out callers with 1001 and refuses a version that is not a number', async () => {
      expect((await call(t.app, 'GET', '/index/privacy/status')).json.code).toBe(1001);
      const { token } = await newVisitor();
      for (const version of [0, -1, 1.5, '1', null]) {
        expect((await as(token, 'POST', '/index/privacy/accept', { version })).json.code).toBe(
          1002,
        );
      }
    });
  });

  describe('a copy of their data', () => {
    it('holds everything the park keeps on them, and nobody else’s', async () => {
      const me = await newVisitor();
      const other = await newVisitor();
      const version = (await as(me.token, 'GET', '/index/privacy/status')).json.data.version;
      await as(me.token, 'POST', '/index/privacy/accept', { version });
      await as(me.token, 'POST', '/index/privacy/profile', { nickname: 'Aminah' });
      const mine = await placeTicketOrder(t.app, me.token, soonDate(3));
      const theirs = await placeTicketOrder(t.app, other.token, soonDate(3));
      const code = await giftCard(me.token, '20');
      await call(t.app, 'POST', '/index/common/contact', {
        headers: { token: me.token },
        body: { name: 'Aminah', email: me.email, content: 'Is the canopy walk open?' },
      });
      await call(t.app, 'POST', '/index/common/contact', {
        headers: { token: other.token },
        body: { name: 'Someone else', email: other.email, content: 'Their own question' },
      });
      await as(me.token, 'POST', '/index/index/collectScenery', { id: 1, collect: true });

      // Asking for another visitor's copy by id is not possible: the id is not read.
      const other_ = await visitorRow(other.email);
      const answer = await as(me.token, 'GET', `/index/privacy/export?id=${other_?.id}`);
      expect(answer.json.code).toBe(0);
      const data = answer.json.data;
      expect(data.account).toMatchObject({ email: me.email, nickname: 'Aminah' });
      expect(data.signIns.length).toBeGreaterThanOrEqual(1);
      expect(data.consents).toEqual([
        { notice: 'privacy', version, acceptedAt: expect.any(String) },
      ]);
      expect(data.orders.map((order: { orderNo: string }) => order.orderNo)).toEqual([
        mine.orderNo,
      ]);
      expect(data.orders[0].lines.length).toBeGreaterThan(0);
      expect(data.orders[0].payments[0]).toMatchObject({ status: 'succeeded' });
      expect(data.orders[0].passes.length).toBeGreaterThan(0);
      expect(data.giftCards).toEqual([
        expect.objectContaining({ code, balance: '20.00', held: true }),
      ]);
      expect(data.messages).toEqual([
        expect.objectContaining({ text: 'Is the canopy walk open?' }),
      ]);
      expect(data.favourites).toEqual([expect.objectContaining({ sceneryId: 1 })]);
      const whole = JSON.stringify(data);
      expect(whole).not.toContain(other.email);
      expect(whole).not.toContain(theirs.orderNo);
      expect(whole).not.toContain('Their own question');
      // No token, code hash or client address is in it.
      expect(whole).not.toMatch(/token_hash|code_hash|"ip"/);
    });

    it('is refused to a signed-out caller', async () => {
      expect((await call(t.app, 'GET', '/index/privacy/export')).json.code).toBe(1001);
    });
  });

  describe('correcting their details', () => {
    it('changes the nickname, refusing text with control characters or too long', async () => {
      const { token } = await newVisitor();
      const changed = await as(token, 'POST', '/index/privacy/profile', { nickname: ' Wei Ling ' });
      expect(changed.json.data.nickname).toBe('Wei Ling');
      for (const nickname of ['a\u0000b', 'x'.repeat(31), 5]) {
        expect((await as(token, 'POST', '/index/privacy/profile', { nickname })).json.code).toBe(
          1002,
        );
      }
      expect((await as(token, 'GET', '/index/user/info')).json.data.nickname).toBe('Wei Ling');
    });

    it('changes the e-mail address only with the code sent to the new one', async () => {
      const me = await newVisitor();
      // An account that signed in long ago with the address this visitor will try to take.
      const taken = { email: emailOf(++serial) };
      await db()
        .insertInto('visitor')
        .values({
          email: taken.email,
          created_at: '2025-01-01T00:00:00.000Z',
          last_login_at: '2025-01-01T00:00:00.000Z',
        })
        .execute();
      const next = `pdpa-${engine.name}-moved@example.com`;
      expect(
        (
          await as(me.token, 'POST', '/index/privacy/contact/sendCode', {
            type: 'email',
            email: next,
          })
        ).json.code,
      ).toBe(0);
      const wrong = await as(me.token, 'POST', '/index/privacy/contact/change', {
        type: 'email',
        email: next,
        code: '000000',
      });
      expect(wrong.json.code).toBe(ERROR_CODE.codeInvalid);
      const code = await lastCodeSentTo(db(), next);
      const moved = await as(me.token, 'POST', '/index/privacy/contact/change', {
        type: 'email',
        email: next,
        code,
      });
      expect(moved.json.data.email).toBe(next);
      expect(await visitorRow(me.email)).toBeUndefined();

      // Another account's address: the code proves it is theirs too, but it stays with that account.
      await as(me.token, 'POST', '/index/privacy/contact/sendCode', {
        type: 'email',
        email: taken.email,
      });
      const clash = await as(me.token, 'POST', '/index/privacy/contact/change', {
        type: 'email',
        email: taken.email,
        code: await lastCodeSentTo(db(), taken.email),
      });
      expect(clash.json.code).toBe(ERROR_CODE.contactTaken);
      expect((await visitorRow(taken.email))?.email).toBe(taken.email);
      expect((await as(me.token, 'GET', '/index/user/info')).json.data.email).toBe(next);
    });
  });

  describe('closing the account', () => {
    it('is refused while an order waits for payment, naming the order, and changes nothing', async () => {
      const me = await newVisitor();
      const unpaid = await placeTicketOrder(t.app, me.token, soonDate(4), { paid: false });
      const preview = (await as(me.token, 'GET', '/index/privacy/closePreview')).json.data;
      expect(preview.unpaidOrders).toEqual([
        expect.objectContaining({ id: unpaid.id, orderNo: unpaid.orderNo }),
      ]);
      const refused = await as(
        me.token,
        'POST',
        '/index/privacy/close',
        { forfeit: '0', confirm: true },
        'zh',
      );
      expect(refused.json.code).toBe(ERROR_CODE.accountHasUnpaidOrder);
      expect(refused.json.msg).toContain(unpaid.orderNo);
      expect(refused.json.data).toMatchObject({ id: unpaid.id, orderNo: unpaid.orderNo });
      expect((await visitorRow(me.email))?.closed_at).toBeNull();
      expect((await as(me.token, 'GET', '/index/user/info')).json.code).toBe(0);
    });

    it('forfeits held gift cards only at the balance the visitor was shown', async () => {
      const me = await newVisitor();
      await giftCard(me.token, '50');
      const preview = (await as(me.token, 'GET', '/index/privacy/closePreview')).json.data;
      expect(preview.forfeit).toBe('50.00');
      expect(preview.giftCards).toEqual([expect.objectContaining({ balance: '50.00' })]);
      const blind = await as(me.token, 'POST', '/index/privacy/close', {
        forfeit: '0.00',
        confirm: true,
      });
      expect(blind.json.code).toBe(ERROR_CODE.giftCardBalanceChanged);
      expect(blind.json.msg).toContain('RM 50.00');
      expect((await visitorRow(me.email))?.closed_at).toBeNull();
      for (const body of [
        { forfeit: '50.00' },
        { forfeit: '50.00', confirm: false },
        { forfeit: '-1', confirm: true },
      ]) {
        expect((await as(me.token, 'POST', '/index/privacy/close', body)).json.code).toBe(1002);
      }
    });

    it('erases the person, keeps orders and payments, ends sessions, and a second close is signed out', async () => {
      const me = await newVisitor();
      const version = (await as(me.token, 'GET', '/index/privacy/status')).json.data.version;
      await as(me.token, 'POST', '/index/privacy/accept', { version });
      const order = await placeTicketOrder(t.app, me.token, soonDate(5));
      const code = await giftCard(me.token, '30');
      await as(me.token, 'POST', '/index/index/collectScenery', { id: 1, collect: true });
      await call(t.app, 'POST', '/index/common/contact', {
        headers: { token: me.token },
        body: { name: 'Closing soon', email: me.email, content: 'Please close my account' },
      });
      const { id } = (await visitorRow(me.email)) ?? { id: 0 };
      // Signed in on a second phone too.
      const second = await createSessions(db()).create(id);

      const closed = await as(me.token, 'POST', '/index/privacy/close', {
        forfeit: '30',
        confirm: true,
      });
      expect(closed.json.code).toBe(0);

      const row = await db()
        .selectFrom('visitor')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ email: null, phone: null, google_sub: null, nickname: '' });
      expect(row.closed_at).toBe(closed.json.data.closedAt);
      const kept = await db()
        .selectFrom('orders')
        .select(['visitor_id', 'status'])
        .where('order_no', '=', order.orderNo)
        .executeTakeFirstOrThrow();
      expect(kept).toEqual({ visitor_id: id, status: 'ready_to_use' });
      const payments = await db()
        .selectFrom('payment')
        .select('status')
        .where('order_id', '=', order.id)
        .execute();
      expect(payments).toEqual([{ status: 'succeeded' }]);
      const card = await db()
        .selectFrom('gift_card')
        .select(['status', 'balance_sen'])
        .where('code', '=', code.replaceAll('-', ''))
        .executeTakeFirstOrThrow();
      expect(card).toEqual({ status: 'void', balance_sen: 0 });
      const left = async (table: 'scenery_favourite' | 'contact_message' | 'privacy_consent') =>
        (await db().selectFrom(table).select('visitor_id').where('visitor_id', '=', id).execute())
          .length;
      expect([
        await left('scenery_favourite'),
        await left('contact_message'),
        await left('privacy_consent'),
      ]).toEqual([0, 0, 0]);
      const outbox = await db()
        .selectFrom('outbox')
        .select('id')
        .where('recipient', '=', me.email)
        .execute();
      expect(outbox).toEqual([]);

      // Every session ended: this one, the other phone's, and so a second close.
      for (const token of [me.token, second]) {
        expect((await as(token, 'GET', '/index/user/info')).json.code).toBe(1001);
      }
      expect(
        (await as(me.token, 'POST', '/index/privacy/close', { forfeit: '0', confirm: true })).json
          .code,
      ).toBe(1001);

      const audited = await db()
        .selectFrom('audit_log')
        .selectAll()
        .where('target', '=', `visitor:${id}`)
        .where('action', '=', 'privacy.account_closed')
        .execute();
      expect(audited).toHaveLength(1);
      expect(JSON.parse(audited[0]?.after ?? '{}')).toMatchObject({
        forfeited: '30.00',
        ordersKept: 1,
      });

      // The same address signs in again as a new, empty account.
      const fresh = await signIn(t.app, db(), me.email);
      expect((await visitorRow(me.email))?.id).not.toBe(id);
      expect((await as(fresh, 'GET', '/index/privacy/export')).json.data.orders).toEqual([]);
    });
  });

  describe('retention', () => {
    const periods = { loginCodes: 30, outboxBodies: 90, ipAddresses: 180, contactMessages: 365 };

    it('refuses a period of zero, below zero, a fraction or above ten years, and non-admins', async () => {
      for (const bad of [0, -1, 1.5, 3651, '30', null]) {
        const answer = await staffCall(t.app, admin, 'POST', '/console/settings/retention/save', {
          body: { ...periods, loginCodes: bad },
          langue: 'ma',
        });
        expect(answer.json.code).toBe(1002);
      }
      const refused = await staffCall(t.app, admin, 'POST', '/console/settings/retention/save', {
        body: { ...periods, ipAddresses: 0 },
        langue: 'en',
      });
      expect(refused.json.msg).toContain('1 to 3650');
      const token = await signInNewStaff(t.app, admin, `editor-${engine.name}`, ['content']);
      const denied = await staffCall(t.app, token, 'POST', '/console/settings/retention/save', {
        body: periods,
      });
      expect(denied.json.code).not.toBe(0);
      expect(
        (await staffCall(t.app, admin, 'GET', '/console/settings/retention')).json.data.settings,
      ).toEqual(periods);
    });

    it('is saved by an admin, audited, and the daily purge runs once however many instances ask', async () => {
      const saved = await staffCall(t.app, admin, 'POST', '/console/settings/retention/save', {
        body: { ...periods, loginCodes: 7, contactMessages: 30 },
      });
      expect(saved.json.data.settings).toMatchObject({ loginCodes: 7, contactMessages: 30 });
      const audit = await db()
        .selectFrom('audit_log')
        .select('after')
        .where('action', '=', 'settings.retention_saved')
        .execute();
      expect(audit.length).toBeGreaterThan(0);

      const now = Date.now();
      const long = (days: number) => new Date(now - days * DAY_MS).toISOString();
      await db()
        .insertInto('login_code')
        .values([
          {
            destination: 'email:old@example.com',
            code_hash: 'x',
            ip: '198.51.100.1',
            created_at: long(8),
            expires_at: long(8),
          },
          {
            destination: 'email:new@example.com',
            code_hash: 'y',
            ip: '198.51.100.2',
            created_at: long(1),
            expires_at: long(1),
          },
        ])
        .execute();
      await db()
        .insertInto('outbox')
        .values([
          {
            channel: 'email',
            recipient: 'old@example.com',
            subject: 'Old',
            body: 'old text',
            html: '<p>old</p>',
            purpose: 'ticket',
            provider: 'outbox',
            created_at: long(91),
            sent_at: null,
            error: null,
            provider_message_id: null,
          },
          {
            channel: 'email',
            recipient: 'new@example.com',
            subject: 'New',
            body: 'new text',
            html: null,
            purpose: 'ticket',
            provider: 'outbox',
            created_at: long(2),
            sent_at: null,
            error: null,
            provider_message_id: null,
          },
        ])
        .execute();
      await db()
        .insertInto('contact_message')
        .values([
          {
            visitor_id: null,
            name: 'Old',
            phone: '',
            email: 'old@example.com',
            content: 'old question',
            ip: '198.51.100.3',
            created_at: long(31),
            handled_at: null,
            handled_by: null,
            reply: null,
            replied_at: null,
          },
          {
            visitor_id: null,
            name: 'New',
            phone: '',
            email: 'new@example.com',
            content: 'new question',
            ip: '198.51.100.4',
            created_at: long(2),
            handled_at: null,
            handled_by: null,
            reply: null,
            replied_at: null,
          },
        ])
        .execute();
      await db()
        .insertInto('audit_log')
        .values({
          staff_id: null,
          action: 'staff.login_failed',
          target: null,
          before: null,
          after: null,
          ip: '198.51.100.5',
          machine: null,
          created_at: long(181),
        })
        .execute();

      const audit_ = createAudit({ db: db(), now: () => now, utcOffset: '+08:00' });
      const instances = Array.from({ length: 4 }, () =>
        createRetention({ db: db(), audit: audit_, now: () => now, log: t.app.log }),
      );
      await db()
        .updateTable('retention_run')
        .set({ due_at: long(1) })
        .execute();
      const runs = await Promise.all(instances.map((retention) => retention.runIfDue()));
      expect(runs.filter((run) => run !== null)).toHaveLength(1);
      // Due again only tomorrow.
      expect(await instances[0]?.runIfDue()).toBeNull();

      const codes = await db()
        .selectFrom('login_code')
        .select('destination')
        .where('destination', 'in', ['email:old@example.com', 'email:new@example.com'])
        .execute();
      expect(codes).toEqual([{ destination: 'email:new@example.com' }]);
      const mail = await db()
        .selectFrom('outbox')
        .select(['recipient', 'body', 'html'])
        .where('recipient', 'in', ['old@example.com', 'new@example.com'])
        .orderBy('id')
        .execute();
      expect(mail).toEqual([
        { recipient: 'old@example.com', body: '', html: null },
        { recipient: 'new@example.com', body: 'new text', html: null },
      ]);
      const messages = await db()
        .selectFrom('contact_message')
        .select('content')
        .where('email', 'in', ['old@example.com', 'new@example.com'])
        .execute();
      expect(messages).toEqual([{ content: 'new question' }]);
      const oldAudit = await db()
        .selectFrom('audit_log')
        .select('ip')
        .where('created_at', '=', long(181))
        .execute();
      expect(oldAudit).toEqual([{ ip: '' }]);

      const view = (await staffCall(t.app, admin, 'GET', '/console/settings/retention')).json.data;
      expect(view.lastRun.purged).toMatchObject({
        loginCodes: expect.any(Number),
        contactMessages: expect.any(Number),
      });
      expect(view.lastRun.purged.outboxBodies).toBeGreaterThanOrEqual(1);
      expect(Date.parse(view.nextRunAt)).toBeGreaterThan(now);
    });
  });

  describe('staff reading personal data', () => {
    it('is audited for an order’s detail and for the inbox', async () => {
      const me = await newVisitor();
      const order = await placeTicketOrder(t.app, me.token, soonDate(6));
      await call(t.app, 'POST', '/index/common/contact', {
        body: { name: 'Ravi', phone: '+60 12-345 6789', content: 'Lost my hat' },
      });
      const detail = await staffCall(t.app, admin, 'GET', `/console/orders/detail?id=${order.id}`);
      expect(detail.json.data.visitor.email).toBe(me.email);
      const { id } = (await visitorRow(me.email)) ?? { id: 0 };
      const viewed = await db()
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'privacy.personal_data_viewed')
        .where('target', '=', `visitor:${id}`)
        .execute();
      expect(viewed).toHaveLength(1);
      expect(JSON.parse(viewed[0]?.after ?? '{}')).toEqual({
        screen: 'order',
        orderNo: order.orderNo,
      });

      const inbox = await staffCall(t.app, admin, 'GET', '/console/inbox/list?state=all');
      expect(inbox.json.data.list.length).toBeGreaterThan(0);
      const read = await db()
        .selectFrom('audit_log')
        .select('after')
        .where('action', '=', 'privacy.personal_data_viewed')
        .where('target', '=', 'inbox')
        .execute();
      expect(read.length).toBeGreaterThanOrEqual(1);
    });
  });
});
