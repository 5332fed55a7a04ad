import {
  consoleBannerListSchema,
  consoleBannerSchema,
  consoleNoticeListSchema,
  ERRORS,
  getBannerDataSchema,
  LOCALES,
  VALIDATION_MESSAGES,
} from '@scenic/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '#test/call.ts';
import { enginesUnderTest } from '#test/engines.ts';
import { signInNewStaff, signInStaff, staffCall } from '#test/staff.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';

// Content cached as in production, so "at once" means the cache was cleared, not never used.
const env = { CONTENT_CACHE_SECONDS: '300' };

const newBanner = {
  slot: 'home',
  title: { zh: '树冠步道门票', en: 'Canopy walk tickets', ma: 'Tiket titian kanopi' },
  cover: '/uploads/banners/canopy.jpg',
  action: { type: 4, target: 'ticket', id: 2 },
  sort: 0,
  enabled: true,
};

describe.each(enginesUnderTest())('the console’s banners and notices on $name', (engine) => {
  let t: TestApp;
  let admin = '';
  let editor = '';
  beforeAll(async () => {
    t = await createTestApp(engine, { env });
    admin = await signInStaff(t.app);
    editor = await signInNewStaff(t.app, admin, 'editor', ['content']);
  });
  afterAll(async () => t.close());

  const consoleBanners = async (slot?: string) => {
    const answer = await staffCall(
      t.app,
      editor,
      'GET',
      `/console/content/banners${slot ? `?slot=${slot}` : ''}`,
    );
    expect(answer.json.code).toBe(0);
    return consoleBannerListSchema.parse(answer.json.data).list;
  };
  const saveBanner = (body: unknown, langue = 'en') =>
    staffCall(t.app, editor, 'POST', '/console/content/banners/save', { body, langue });
  const visitorBanners = async (langue = 'en') => {
    const answer = await call(t.app, 'POST', '/index/index/getBanner', {
      body: { key: ['home', 'homeCenter'] },
      langue,
    });
    expect(answer.json.code).toBe(0);
    return getBannerDataSchema.parse(answer.json.data);
  };
  const visitorNotices = async (langue = 'en') =>
    (await call(t.app, 'GET', '/index/index/getNoticet', { langue })).json.data as string[];
  const auditOf = async (action: string, target: string) =>
    (
      await staffCall(t.app, admin, 'GET', `/console/audit/list?action=${action}&limit=50`)
    ).json.data.list.filter((entry: { target: string }) => entry.target === target);
  const bannerRows = () => t.database.db.selectFrom('banner').selectAll().orderBy('id').execute();

  it('lists the demo banners of both slots, by slot and order, with every language and their action', async () => {
    const all = await consoleBanners();
    expect(all.map((banner) => [banner.slot, banner.sort])).toEqual([
      ['home', 1],
      ['home', 2],
      ['home', 3],
      ['home', 4],
      ['homeCenter', 1],
      ['homeCenter', 2],
    ]);
    expect(all[0]).toMatchObject({
      title: { zh: '雨林一日游门票', en: 'Rainforest Day Pass', ma: 'Pas Harian Hutan Hujan' },
      action: { type: 4, target: 'ticket', id: 1 },
      enabled: true,
    });
    expect(all.slice(1, 4).map((banner) => banner.action)).toEqual([
      { type: 3, section: 'ticket' },
      { type: 2, url: 'https://www.malaysia.travel/' },
      { type: 1 },
    ]);
    const center = await consoleBanners('homeCenter');
    expect(center.map((banner) => banner.title.en)).toEqual([
      'Rent a kayak',
      'Sunrise above the clouds',
    ]);
    expect(center[1]?.action).toEqual({ type: 4, target: 'scenery', id: 1 });
  });

  it('shows a new home banner to visitors at once, in each language, opening the ticket it names', async () => {
    // Visitors' answers are cached before the save...
    for (const langue of LOCALES) await visitorBanners(langue);
    const saved = await saveBanner(newBanner);
    expect(saved.json.code).toBe(0);
    const banner = consoleBannerSchema.parse(saved.json.data);
    expect(banner).toEqual({ id: banner.id, ...newBanner });

    // ...and the next call shows the banner, first of the slot, in the visitor's language.
    for (const langue of LOCALES) {
      const home = (await visitorBanners(langue)).home ?? [];
      expect(home[0]).toEqual({
        id: banner.id,
        type: 4,
        content: JSON.stringify({ type: 'ticket', id: 2 }),
        cover: newBanner.cover,
        title: newBanner.title[langue],
      });
    }
    const one = await call(t.app, 'POST', '/index/index/getBanner', {
      body: { key: 'home' },
      langue: 'ma',
    });
    expect(one.json.data.home[0].title).toBe('Tiket titian kanopi');
  });

  it('shows a homeCenter banner under homeCenter only, with the stored action the web app reads', async () => {
    const saved = await saveBanner({
      ...newBanner,
      slot: 'homeCenter',
      action: { type: 3, section: 'food' },
      sort: 9,
    });
    expect(saved.json.code).toBe(0);
    const data = await visitorBanners();
    expect(data.homeCenter?.at(-1)).toMatchObject({
      id: saved.json.data.id,
      type: 3,
      content: 'food',
    });
    expect(data.home?.map((banner) => banner.id)).not.toContain(saved.json.data.id);

    const outside = await saveBanner({
      ...newBanner,
      slot: 'homeCenter',
      action: { type: 2, url: 'https://example.com/kayak' },
      sort: 10,
    });
    expect((await visitorBanners()).homeCenter?.at(-1)).toMatchObject({
      id: outside.json.data.id,
      type: 2,
      content: 'https://example.com/kayak',
    });
    const none = await saveBanner({ ...newBanner, action: { type: 1 }, sort: 11 });
    expect((await visitorBanners()).home?.at(-1)).toMatchObject({
      id: none.json.data.id,
      type: 1,
      content: '',
    });
  });

  it('edits a banner and hides it: visitors see the edit, then no banner, at once', async () => {
    const [first] = await consoleBanners('home');
    if (!first) throw new Error('no banner');
    await visitorBanners('zh');
    const edited = await saveBanner({
      ...first,
      title: { ...first.title, zh: '新的标题' },
      action: { type: 4, target: 'scenery', id: 1 },
    });
    expect(edited.json.code).toBe(0);
    expect((await visitorBanners('zh')).home?.[0]).toMatchObject({
      id: first.id,
      title: '新的标题',
      content: JSON.stringify({ type: 'scenery', id: 1 }),
    });

    const hidden = await saveBanner({ ...edited.json.data, enabled: false });
    expect(hidden.json.data.enabled).toBe(false);
    expect((await visitorBanners('zh')).home?.map((banner) => banner.id)).not.toContain(first.id);
    // Staff still find it, to show it again.
    expect((await consoleBanners('home')).find((banner) => banner.id === first.id)?.enabled).toBe(
      false,
    );

    const audit = await auditOf('content.banner_saved', `banner:${first.id}`);
    // Newest first, back to the banner's creation in the test before.
    expect(
      audit.map((entry: { before: unknown; after: unknown }) => [entry.before, entry.after]),
    ).toEqual([
      [edited.json.data, hidden.json.data],
      [first, edited.json.data],
      [null, first],
    ]);
    expect(audit[0].staffUserName).toBe('editor');
  });

  it('deletes a banner: gone for visitors at once, in the audit log with what it was, and only once', async () => {
    const created = (await saveBanner({ ...newBanner, sort: 5 })).json.data;
    expect((await visitorBanners()).home?.map((banner) => banner.id)).toContain(created.id);
    const deleted = await staffCall(t.app, editor, 'POST', '/console/content/banners/delete', {
      body: { id: created.id },
    });
    expect(deleted.json).toMatchObject({ code: 0, data: null });
    expect((await visitorBanners()).home?.map((banner) => banner.id)).not.toContain(created.id);
    expect((await consoleBanners()).map((banner) => banner.id)).not.toContain(created.id);

    const again = await staffCall(t.app, editor, 'POST', '/console/content/banners/delete', {
      body: { id: created.id },
      langue: 'en',
    });
    expect(again.json).toEqual({ code: 1003, msg: ERRORS.notFound.msg.en, data: null });
    const audit = await auditOf('content.banner_deleted', `banner:${created.id}`);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ before: created, after: null });
    expect((await auditOf('content.banner_saved', `banner:${created.id}`))[0].before).toBeNull();
  });

  it('refuses a title missing one language, naming the rule in the caller’s language, and changes nothing', async () => {
    const rows = await bannerRows();
    const seen = await visitorBanners();
    const audited = (await staffCall(t.app, admin, 'GET', '/console/audit/list')).json.data.total;
    for (const en of ['', '   ']) {
      for (const langue of LOCALES) {
        const answer = await saveBanner(
          { ...newBanner, title: { ...newBanner.title, en } },
          langue,
        );
        expect(answer.json).toEqual({
          code: 1002,
          msg: VALIDATION_MESSAGES.translationMissing[langue],
          data: null,
        });
      }
    }
    const { ma: _missing, ...twoLanguages } = newBanner.title;
    expect((await saveBanner({ ...newBanner, title: twoLanguages })).json.code).toBe(1002);
    const [first] = await consoleBanners('home');
    expect((await saveBanner({ ...first, title: { ...first?.title, zh: '' } })).json.code).toBe(
      1002,
    );

    expect(await bannerRows()).toEqual(rows);
    expect(await visitorBanners()).toEqual(seen);
    expect((await staffCall(t.app, admin, 'GET', '/console/audit/list')).json.data.total).toBe(
      audited,
    );
  });

  it('refuses to open an item that does not exist (1041), nothing saved', async () => {
    const rows = await bannerRows();
    const hire = await t.database.db
      .selectFrom('goods')
      .select('id')
      .where('kind', '=', 'hire')
      .executeTakeFirstOrThrow();
    const missing = [
      { type: 4, target: 'ticket', id: 999_999 },
      { type: 4, target: 'scenery', id: 999_999 },
      { type: 4, target: 'food', id: 999_999 },
      // A rental is a good, but not one of the store's.
      { type: 4, target: 'store', id: hire.id },
    ];
    for (const action of missing) {
      const answer = await saveBanner({ ...newBanner, action }, 'zh');
      expect(answer.json, JSON.stringify(action)).toEqual({
        code: 1041,
        msg: ERRORS.bannerTargetMissing.msg.zh,
        data: null,
      });
    }
    const [first] = await consoleBanners('home');
    const onEdit = await saveBanner({ ...first, action: { type: 4, target: 'hire', id: 999_999 } });
    expect(onEdit.json.code).toBe(ERRORS.bannerTargetMissing.code);
    expect(await bannerRows()).toEqual(rows);
    // The same rental as a rental is fine.
    const rental = await saveBanner({
      ...newBanner,
      action: { type: 4, target: 'hire', id: hire.id },
    });
    expect(rental.json.code).toBe(0);
  });

  it('keeps markup in a title as the characters typed, answered to visitors the same', async () => {
    const markup = '<script>alert("x")</script> & <b>bold</b>';
    const saved = await saveBanner({ ...newBanner, title: { ...newBanner.title, en: markup } });
    expect(saved.json.data.title.en).toBe(markup);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/index/index/getBanner',
      headers: { langue: 'en', 'x-requested-with': 'XMLHttpRequest' },
      payload: { key: 'home' },
    });
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const home = response.json().data.home as { id: number; title: string }[];
    expect(home.find((banner) => banner.id === saved.json.data.id)?.title).toBe(markup);
  });

  it('refuses a negative order, a bad picture or address, and an id that is not there', async () => {
    const rows = await bannerRows();
    const bad: [unknown, number, string][] = [
      [{ ...newBanner, sort: -1 }, 1002, VALIDATION_MESSAGES.invalidValue.en],
      [
        { ...newBanner, cover: 'https://elsewhere.example/x.jpg' },
        1002,
        VALIDATION_MESSAGES.pictureRequired.en,
      ],
      [
        { ...newBanner, action: { type: 2, url: 'javascript:alert(1)' } },
        1002,
        VALIDATION_MESSAGES.urlInvalid.en,
      ],
      [
        { ...newBanner, action: { type: 3, section: 'casino' } },
        1002,
        VALIDATION_MESSAGES.invalidValue.en,
      ],
      [{ ...newBanner, id: 999_999 }, 1003, ERRORS.notFound.msg.en],
    ];
    for (const [body, code, msg] of bad) {
      expect((await saveBanner(body)).json, JSON.stringify(body)).toEqual({
        code,
        msg,
        data: null,
      });
    }
    expect(await bannerRows()).toEqual(rows);
  });

  it('adds, edits, hides and deletes notices, each seen by visitors at once and audited', async () => {
    const listed = await staffCall(t.app, editor, 'GET', '/console/content/notices');
    const notices = consoleNoticeListSchema.parse(listed.json.data).list;
    expect(notices).toHaveLength(3);
    expect(notices[0]?.text).toEqual({
      zh: '今日开放时间 08:30–18:00，夜间动物园 19:30–23:00',
      en: 'Open today 08:30–18:00; Night Safari 19:30–23:00',
      ma: 'Dibuka hari ini 08:30–18:00; Safari Malam 19:30–23:00',
    });

    for (const langue of LOCALES) await visitorNotices(langue);
    const text = {
      zh: '园区今晚提前关闭',
      en: 'The park closes early tonight',
      ma: 'Taman tutup awal malam ini',
    };
    const saveNotice = (body: unknown) =>
      staffCall(t.app, editor, 'POST', '/console/content/notices/save', { body, langue: 'en' });
    const added = await saveNotice({ text, sort: 0, enabled: true });
    expect(added.json.data).toEqual({ id: added.json.data.id, text, sort: 0, enabled: true });
    for (const langue of LOCALES) expect((await visitorNotices(langue))[0]).toBe(text[langue]);

    const edited = await saveNotice({
      ...added.json.data,
      text: { ...text, en: 'Closing at 17:00' },
    });
    expect((await visitorNotices())[0]).toBe('Closing at 17:00');
    await saveNotice({ ...edited.json.data, enabled: false });
    expect(await visitorNotices()).not.toContain('Closing at 17:00');

    const missing = await saveNotice({ text: { ...text, ma: '' }, sort: 1, enabled: true });
    expect(missing.json).toEqual({
      code: 1002,
      msg: VALIDATION_MESSAGES.translationMissing.en,
      data: null,
    });
    expect((await saveNotice({ text, sort: -1, enabled: true })).json.code).toBe(1002);

    const deleted = await staffCall(t.app, editor, 'POST', '/console/content/notices/delete', {
      body: { id: added.json.data.id },
    });
    expect(deleted.json.code).toBe(0);
    const after = await staffCall(t.app, editor, 'GET', '/console/content/notices');
    expect(after.json.data.list).toHaveLength(3);

    const target = `notice:${added.json.data.id}`;
    const saves = await auditOf('content.notice_saved', target);
    expect(saves.map((entry: { before: unknown }) => entry.before)).toEqual([
      edited.json.data,
      added.json.data,
      null,
    ]);
    expect(await auditOf('content.notice_deleted', target)).toMatchObject([
      { before: { ...edited.json.data, enabled: false }, after: null, staffUserName: 'editor' },
    ]);
  });

  it('sets the countdown on the park’s clock, refuses a moment passed, and visitors see it at once', async () => {
    const save = (body: unknown, langue = 'en') =>
      staffCall(t.app, editor, 'POST', '/console/content/countdown/save', { body, langue });
    const title = { zh: '萤火虫之夜', en: 'Firefly night', ma: 'Malam kelip-kelip' };
    // A year ahead, at 19:30 in the park.
    const year = new Date().getUTCFullYear() + 1;
    const saved = await save({ open: true, date: `${year}-03-14 19:30`, title });
    expect(saved.json).toMatchObject({
      code: 0,
      data: { open: true, date: `${year}-03-14 19:30`, title },
    });
    const home = await call(t.app, 'GET', '/index/index/indexData', { langue: 'ma' });
    const countdown = JSON.parse(home.json.data.homeImages).descTime;
    expect(countdown).toMatchObject({
      open: 1,
      date: `${year}/03/14 19:30:00`,
      title: 'Malam kelip-kelip',
      at: `${year}-03-14T11:30:00.000Z`,
    });
    expect(
      (await staffCall(t.app, editor, 'GET', '/console/content/countdown')).json.data,
    ).toMatchObject({ open: true, title });

    const before = await t.database.db.selectFrom('setting').selectAll().execute();
    expect((await save({ open: true, date: '2020-01-01 10:00', title })).json).toMatchObject({
      code: 1002,
      msg: 'That moment has passed; choose a later one, or switch the countdown off',
    });
    expect((await save({ open: true, date: `${year}-02-30 10:00`, title })).json.msg).toBe(
      'Choose the day and time the countdown ends',
    );
    expect(
      (await save({ open: true, date: `${year}-03-14 19:30`, title: { ...title, ma: ' ' } })).json
        .code,
    ).toBe(1002);
    expect(await t.database.db.selectFrom('setting').selectAll().execute()).toEqual(before);
    // Switched off, a past moment is fine: it is not shown.
    expect((await save({ open: false, date: '2020-01-01 10:00', title })).json.code).toBe(0);
    const off = await call(t.app, 'GET', '/index/index/indexData', { langue: 'en' });
    expect(JSON.parse(off.json.data.homeImages).descTime.open).toBe(0);
    expect(await auditOf('content.countdown_saved', 'setting:countdown')).toHaveLength(2);
  });
});
