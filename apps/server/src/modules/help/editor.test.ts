import {
  consoleAgreementListSchema,
  consoleHelpSchema,
  getRuleDataSchema,
  helpSchema,
  VALIDATION_MESSAGES,
} from '@scenic/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '#test/call.ts';
import { enginesUnderTest } from '#test/engines.ts';
import { signInNewStaff, signInStaff, staffCall } from '#test/staff.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';

const env = { CONTENT_CACHE_SECONDS: '300' };

describe.each(enginesUnderTest())('help data and agreements in the console on $name', (engine) => {
  let t: TestApp;
  let admin = '';
  let editor = '';
  beforeAll(async () => {
    t = await createTestApp(engine, { env });
    admin = await signInStaff(t.app);
    editor = await signInNewStaff(t.app, admin, 'helpdesk', ['content']);
  });
  afterAll(async () => t.close());

  const consoleHelp = async () =>
    consoleHelpSchema.parse(
      (await staffCall(t.app, editor, 'GET', '/console/content/help')).json.data,
    );
  const saveHelp = (body: unknown, langue = 'en') =>
    staffCall(t.app, editor, 'POST', '/console/content/help/save', { body, langue });
  const publicHelp = async (langue = 'en') =>
    helpSchema.parse((await call(t.app, 'GET', '/index/index/help', { langue })).json.data);
  const agreements = async () =>
    consoleAgreementListSchema.parse(
      (await staffCall(t.app, editor, 'GET', '/console/content/agreements')).json.data,
    ).list;
  const saveAgreement = (body: unknown, langue = 'en') =>
    staffCall(t.app, editor, 'POST', '/console/content/agreements/save', { body, langue });
  const rule = async (type: string, langue = 'en') =>
    getRuleDataSchema.parse(
      (await call(t.app, 'GET', `/index/login/getRule?type=${type}`, { langue })).json.data,
    )[0];

  it('reads the help data and both agreements with every language', async () => {
    const help = await consoleHelp();
    expect(help.company.en).toBe('Bukit Awan Rainforest Resorts Sdn. Bhd.');
    expect(help.faq[0]?.question).toEqual({
      zh: '门票可以退吗？',
      en: 'Can I get a refund for my ticket?',
      ma: 'Bolehkah saya mendapat bayaran balik tiket?',
    });
    expect((await agreements()).map((agreement) => agreement.type)).toEqual(['privacy', 'terms']);
  });

  it('a new question and answer reach visitors at once, Markdown kept as typed', async () => {
    const help = await consoleHelp();
    const faq = [
      ...help.faq,
      {
        question: {
          zh: '可以带宠物吗？',
          en: 'May I bring my dog?',
          ma: 'Bolehkah saya bawa anjing?',
        },
        answer: {
          zh: '**不可以**，导盲犬除外。',
          en: '**No**, except guide dogs. See [the rules](https://bukitawan.example/rules).',
          ma: '**Tidak**, kecuali anjing pemandu.',
        },
      },
    ];
    const answer = await saveHelp({ ...help, faq });
    expect(answer.json.code).toBe(0);
    const visitor = await publicHelp();
    expect(visitor.faq.at(-1)).toEqual({
      question: 'May I bring my dog?',
      answer: '**No**, except guide dogs. See [the rules](https://bukitawan.example/rules).',
    });
    expect((await publicHelp('ma')).faq.at(-1)?.question).toBe('Bolehkah saya bawa anjing?');

    const audit = await staffCall(
      t.app,
      admin,
      'GET',
      '/console/audit/list?action=content.help_saved&limit=5',
    );
    expect(audit.json.data.list[0]).toMatchObject({ target: 'setting:help' });
    expect(audit.json.data.list[0].before.faq).toHaveLength(help.faq.length);
    expect(audit.json.data.list[0].after.faq).toHaveLength(help.faq.length + 1);
  });

  it('refuses a missing translation, a bad e-mail or website, saving nothing', async () => {
    const help = await consoleHelp();
    const before = await publicHelp();
    const cases: [object, string][] = [
      [
        {
          ...help,
          faq: [{ question: { zh: '问', en: 'Q', ma: '' }, answer: help.faq[0]?.answer }],
        },
        VALIDATION_MESSAGES.translationMissing.en,
      ],
      [{ ...help, email: 'support-at-park' }, VALIDATION_MESSAGES.emailFormat.en],
      [{ ...help, url: 'javascript:alert(1)' }, VALIDATION_MESSAGES.urlInvalid.en],
      [{ ...help, url: 'http://bukitawan.example' }, VALIDATION_MESSAGES.urlInvalid.en],
    ];
    for (const [body, message] of cases) {
      const answer = await saveHelp(body);
      expect(answer.json).toMatchObject({ code: 1002, msg: message });
    }
    expect(await publicHelp()).toEqual(before);
  });

  it('replaces the terms, dated now, and visitors read the new text at once', async () => {
    const terms = (await agreements()).find((agreement) => agreement.type === 'terms');
    if (!terms) throw new Error('no terms');
    const content = {
      zh: '## 门票\n\n门票当日有效。',
      en: '## Tickets\n\nA ticket is valid on its date only. <script>alert(1)</script>',
      ma: '## Tiket\n\nTiket sah pada tarikhnya sahaja.',
    };
    const saved = await saveAgreement({ type: 'terms', title: terms.title, content });
    expect(saved.json.code).toBe(0);
    const visitor = await rule('terms');
    expect(visitor?.content).toBe(content.en);
    expect(visitor?.updatedAt).not.toBe(terms.updatedAt);
    expect((await rule('terms', 'zh'))?.content).toBe(content.zh);

    const missing = await saveAgreement({
      type: 'privacy',
      title: { zh: '隐私政策', en: 'Privacy Policy', ma: '' },
      content,
    });
    expect(missing.json).toMatchObject({
      code: 1002,
      msg: VALIDATION_MESSAGES.translationMissing.en,
    });
    const unknown = await saveAgreement({ type: 'cookies', title: terms.title, content });
    expect(unknown.json.code).toBe(1002);
  });
});
