import {
  type ConsoleVrScene,
  consoleVrTourSchema,
  LOCALES,
  type SceneLook,
  STAFF_TOKEN_HEADER,
  sceneLookListSchema,
  VALIDATION_MESSAGES,
} from '@scenic/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '#test/call.ts';
import { enginesUnderTest } from '#test/engines.ts';
import { createStaff, signInStaff, staffCall } from '#test/staff.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { pitchToDegrees, sceneIdFrom, toRadians, yawToDegrees } from './editor.ts';

// Content cached as in production, so "at once" means the cache was cleared, not never used.
const env = { CONTENT_CACHE_SECONDS: '300' };
const PASSWORD = 'panorama-curator-pass';

const newScene = {
  title: { zh: '吊桥', en: 'Rope bridge', ma: 'Jambatan tali' },
  panorama: '/uploads/content/bridge-pano.webp',
  thumb: '/uploads/content/bridge-thumb.webp',
  hotspots: [
    {
      target: 'entrance',
      yaw: -90,
      pitch: 10.5,
      label: { zh: '返回入口', en: 'Back to the entrance', ma: 'Kembali ke pintu masuk' },
    },
  ],
};

describe('the VR editor’s angles', () => {
  it('reads stored radians of any turn as degrees in −180..180, and writes degrees as radians', () => {
    expect(yawToDegrees(0.6)).toBe(34.38);
    expect(yawToDegrees(3.6)).toBe(-153.74);
    expect(yawToDegrees(-Math.PI / 2)).toBe(-90);
    expect(yawToDegrees(Math.PI)).toBe(180);
    expect(pitchToDegrees(-0.05)).toBe(-2.86);
    expect(toRadians(90)).toBeCloseTo(Math.PI / 2, 6);
    expect(yawToDegrees(toRadians(-153.74))).toBe(-153.74);
  });

  it('makes a scene id from the English title, unique in the tour', () => {
    expect(sceneIdFrom('Rope bridge', new Set())).toBe('rope-bridge');
    expect(sceneIdFrom('Rope bridge', new Set(['rope-bridge', 'rope-bridge-2']))).toBe(
      'rope-bridge-3',
    );
    expect(sceneIdFrom('  Café & “Lookout” ', new Set())).toBe('cafe-lookout');
    expect(sceneIdFrom('吊桥', new Set())).toBe('scene');
  });
});

describe.each(enginesUnderTest())('the console’s VR tour on $name', (engine) => {
  let t: TestApp;
  let admin = '';
  let editor = '';
  let gate = '';
  beforeAll(async () => {
    t = await createTestApp(engine, { env });
    admin = await signInStaff(t.app);
    for (const [userName, roles] of [
      ['editor', ['content']],
      ['gatekeeper', ['gate']],
    ] as const) {
      await createStaff(t.app, admin, { userName, roles, password: PASSWORD });
    }
    editor = await signInStaff(t.app, 'editor', PASSWORD);
    gate = await signInStaff(t.app, 'gatekeeper', PASSWORD);
  });
  afterAll(async () => t.close());

  const consoleTour = async () => {
    const answer = await staffCall(t.app, editor, 'GET', '/console/content/vr');
    expect(answer.json.code).toBe(0);
    return consoleVrTourSchema.parse(answer.json.data).scenes;
  };
  const saveScene = (body: unknown, langue = 'en') =>
    staffCall(t.app, editor, 'POST', '/console/content/vr/scenes/save', { body, langue });
  const saveTour = (scenes: unknown, langue = 'en') =>
    staffCall(t.app, editor, 'POST', '/console/content/vr/save', { body: { scenes }, langue });
  const deleteScene = (id: string, langue = 'en') =>
    staffCall(t.app, editor, 'POST', '/console/content/vr/scenes/delete', {
      body: { id },
      langue,
    });
  /** What visitors load: the home page's `indexData` (its sceneLook) and the VR page's own call. */
  const visitorTour = async (langue = 'en'): Promise<SceneLook[]> => {
    const all = await call(t.app, 'GET', '/index/index/indexData', { langue });
    const one = await call(t.app, 'GET', '/index/index/indexData?type=sceneLook', { langue });
    expect(one.json.data).toBe(all.json.data.sceneLook);
    return sceneLookListSchema.parse(JSON.parse(all.json.data.sceneLook));
  };
  const stored = async () =>
    (
      await t.database.db
        .selectFrom('setting')
        .select('value')
        .where('key', '=', 'scene_look')
        .executeTakeFirstOrThrow()
    ).value;
  const auditOf = async (action: string) =>
    (await staffCall(t.app, admin, 'GET', `/console/audit/list?action=${action}&limit=50`)).json
      .data.list as { target: string; before: unknown; after: unknown; staffUserName: string }[];
  const asInput = (scene: ConsoleVrScene) => scene;

  it('lists the demo tour in visitors’ order, every language, yaw and pitch in degrees', async () => {
    const tour = await consoleTour();
    expect(tour.map((scene) => scene.id)).toEqual(['entrance', 'canopy', 'waterfall']);
    expect(tour[0]).toMatchObject({
      title: { zh: '入口广场', en: 'Entrance plaza', ma: 'Plaza pintu masuk' },
      hotspots: [
        {
          target: 'canopy',
          yaw: 34.38,
          pitch: 2.86,
          label: { zh: '前往树冠步道', en: 'To the canopy walk', ma: 'Ke titian kanopi' },
        },
      ],
    });
    // Stored 3.6 rad, a turn past half: the same direction, written from −180 to 180.
    expect(tour[1]?.hotspots[0]?.yaw).toBe(-153.74);
  });

  it('refuses every VR call to staff without the content role', async () => {
    const asGate = (method: 'GET' | 'POST', path: string, body?: unknown) =>
      staffCall(t.app, gate, method, path, body === undefined ? {} : { body });
    expect((await asGate('GET', '/console/content/vr')).json.code).toBe(1009);
    expect((await asGate('POST', '/console/content/vr/scenes/save', newScene)).json.code).toBe(
      1009,
    );
    expect(
      (await asGate('POST', '/console/content/vr/save', { scenes: [newScene] })).json.code,
    ).toBe(1009);
    expect(
      (await asGate('POST', '/console/content/vr/scenes/delete', { id: 'canopy' })).json.code,
    ).toBe(1009);
    expect((await call(t.app, 'GET', '/console/content/vr')).json.code).toBe(1001);
    expect((await consoleTour()).map((scene) => scene.id)).toEqual([
      'entrance',
      'canopy',
      'waterfall',
    ]);
  });

  it('adds a scene and a hotspot to it: visitors see both at once, in each language, where staff put them', async () => {
    // Visitors' answers are cached before the save...
    for (const langue of LOCALES) await visitorTour(langue);
    const added = await saveScene(newScene);
    expect(added.json.code).toBe(0);
    expect(added.json.data).toEqual({ id: 'rope-bridge', ...newScene });

    const [entrance] = await consoleTour();
    if (!entrance) throw new Error('no entrance');
    const toBridge = {
      target: 'rope-bridge',
      yaw: 135.25,
      pitch: -12,
      label: { zh: '前往吊桥', en: 'To the rope bridge', ma: 'Ke jambatan tali' },
    };
    const edited = await saveScene({ ...entrance, hotspots: [...entrance.hotspots, toBridge] });
    expect(edited.json.code).toBe(0);
    expect(edited.json.data.hotspots[1]).toEqual(toBridge);

    // ...and the next call shows them, in the visitor's language, in radians as the viewer reads.
    for (const langue of LOCALES) {
      const tour = await visitorTour(langue);
      expect(tour.map((scene) => scene.id)).toEqual([
        'entrance',
        'canopy',
        'waterfall',
        'rope-bridge',
      ]);
      const bridge = tour[3];
      expect(bridge).toMatchObject({
        title: newScene.title[langue],
        panorama: newScene.panorama,
        thumb: newScene.thumb,
      });
      expect(bridge?.hotspots[0]?.label).toBe(newScene.hotspots[0]?.label[langue]);
      expect(bridge?.hotspots[0]?.yaw).toBeCloseTo(-Math.PI / 2, 5);
      expect(bridge?.hotspots[0]?.pitch).toBeCloseTo((10.5 * Math.PI) / 180, 5);
      const spot = tour[0]?.hotspots[1];
      expect(spot).toMatchObject({ target: 'rope-bridge', label: toBridge.label[langue] });
      expect(spot?.yaw).toBeCloseTo((135.25 * Math.PI) / 180, 5);
      expect(spot?.pitch).toBeCloseTo((-12 * Math.PI) / 180, 5);
    }

    const audit = await auditOf('content.vr_scene_saved');
    expect(
      audit.filter((entry) => entry.target === 'vr_scene:entrance').map((e) => [e.before, e.after]),
    ).toEqual([[entrance, edited.json.data]]);
    expect(audit.find((entry) => entry.target === 'vr_scene:rope-bridge')).toMatchObject({
      before: null,
      after: added.json.data,
      staffUserName: 'editor',
    });
  });

  it('refuses a hotspot to a missing scene or to its own, naming it, and saves nothing', async () => {
    const before = await stored();
    const [entrance] = await consoleTour();
    if (!entrance) throw new Error('no entrance');
    const lost = {
      target: 'no-such-scene',
      yaw: 0,
      pitch: 0,
      label: { zh: '迷路', en: 'Nowhere', ma: 'Entah ke mana' },
    };
    const missing = await saveScene({ ...entrance, hotspots: [lost] });
    expect(missing.json).toEqual({
      code: 1065,
      msg: 'The hotspot "Nowhere" of the scene "Entrance plaza" leads to a scene that does not exist; pick another scene',
      data: null,
    });
    const inZh = await saveScene({ ...entrance, hotspots: [lost] }, 'zh');
    expect(inZh.json.msg).toBe('场景“入口广场”的热点“迷路”指向的场景不存在，请重新选择目标场景');
    const own = await saveScene({ ...entrance, hotspots: [{ ...lost, target: 'entrance' }] });
    expect(own.json.code).toBe(1068);
    expect(own.json.msg).toContain('"Nowhere" of the scene "Entrance plaza" leads back');
    // A new scene cannot lead to one that is not in the tour either.
    expect((await saveScene({ ...newScene, hotspots: [lost] })).json.code).toBe(1065);
    // Nor can the whole tour, leaving out a scene others lead to.
    const tour = await consoleTour();
    expect((await saveTour(tour.filter((scene) => scene.id !== 'canopy'))).json.code).toBe(1065);
    expect(await stored()).toBe(before);
  });

  it('refuses a missing translation, an angle out of range, a bad id or picture, and saves nothing', async () => {
    const before = await stored();
    for (const langue of LOCALES) {
      const { ma: _ma, ...two } = newScene.title;
      const answer = await saveScene({ ...newScene, title: two }, langue);
      expect(answer.json).toEqual({
        code: 1002,
        msg: VALIDATION_MESSAGES.translationMissing[langue],
        data: null,
      });
    }
    const spot = newScene.hotspots[0];
    if (!spot) throw new Error('no hotspot');
    const blankLabel = { ...spot, label: { ...spot.label, zh: '  ' } };
    expect((await saveScene({ ...newScene, hotspots: [blankLabel] })).json.msg).toBe(
      VALIDATION_MESSAGES.translationMissing.en,
    );
    for (const yaw of [180.5, -181, Number.NaN]) {
      const answer = await saveScene({ ...newScene, hotspots: [{ ...spot, yaw }] });
      expect(answer.json.code).toBe(1002);
      if (!Number.isNaN(yaw)) expect(answer.json.msg).toBe(VALIDATION_MESSAGES.vrYawInvalid.en);
    }
    for (const pitch of [90.01, -91]) {
      expect((await saveScene({ ...newScene, hotspots: [{ ...spot, pitch }] })).json.msg).toBe(
        VALIDATION_MESSAGES.vrPitchInvalid.en,
      );
    }
    // Both ends are fair: straight up, and the seam behind.
    expect(
      (
        await saveScene({
          ...newScene,
          id: 'rope-bridge',
          hotspots: [{ ...spot, yaw: 180, pitch: 90 }],
        })
      ).json.code,
    ).toBe(0);
    const afterEnds = await stored();
    expect((await saveScene({ ...newScene, id: 'Rope Bridge!' })).json.msg).toBe(
      VALIDATION_MESSAGES.vrSceneIdInvalid.en,
    );
    expect(
      (await saveScene({ ...newScene, panorama: 'https://elsewhere.example/p.jpg' })).json.msg,
    ).toBe(VALIDATION_MESSAGES.pictureRequired.en);
    expect((await saveScene({ ...newScene, thumb: '' })).json.code).toBe(1002);
    expect((await saveTour([])).json.msg).toBe(VALIDATION_MESSAGES.vrScenesRequired.en);
    const tour = await consoleTour();
    expect((await saveTour([...tour, tour[0]])).json.msg).toBe(
      VALIDATION_MESSAGES.vrSceneIdTaken.en,
    );
    // A scene id that is not in the tour is not a new scene: the save is refused.
    expect((await saveScene({ ...newScene, id: 'no-such-scene' })).json.code).toBe(1003);
    expect(await stored()).toBe(afterEnds);
    expect(afterEnds).not.toBe(before);
  });

  it('keeps script in a title or label as the characters typed, answered to visitors the same', async () => {
    const markup = '<script>alert("x")</script> & <b>bold</b>';
    const spot = newScene.hotspots[0];
    if (!spot) throw new Error('no hotspot');
    const saved = await saveScene({
      ...newScene,
      id: 'rope-bridge',
      title: { ...newScene.title, en: markup },
      hotspots: [{ ...spot, label: { ...spot.label, en: markup } }],
    });
    expect(saved.json.data.title.en).toBe(markup);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/index/index/indexData?type=sceneLook',
      headers: { langue: 'en', 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const bridge = (JSON.parse(response.json().data) as SceneLook[]).find(
      (scene) => scene.id === 'rope-bridge',
    );
    expect(bridge?.title).toBe(markup);
    expect(bridge?.hotspots[0]?.label).toBe(markup);
    expect((await saveScene({ ...newScene, id: 'rope-bridge' })).json.code).toBe(0);
  });

  it('reorders the whole tour for visitors at once, and audits it with before and after', async () => {
    const tour = await consoleTour();
    const reversed = [...tour].reverse().map(asInput);
    const saved = await saveTour(reversed);
    expect(saved.json.code).toBe(0);
    expect(saved.json.data.scenes).toEqual(reversed);
    expect((await visitorTour()).map((scene) => scene.id)).toEqual(
      reversed.map((scene) => scene.id),
    );
    const [entry] = await auditOf('content.vr_tour_saved');
    expect(entry).toMatchObject({ target: 'setting:scene_look', before: tour, after: reversed });
    // A scene without an id in the whole tour gets one from its English title.
    const more = await saveTour([...reversed, { ...newScene, hotspots: [] }]);
    expect(more.json.data.scenes.at(-1).id).toBe('rope-bridge-2');
  });

  it('refuses to delete a scene other scenes lead to, naming them; deletes one nobody leads to', async () => {
    const before = await stored();
    const inUse = await deleteScene('entrance');
    expect(inUse.json.code).toBe(1066);
    expect(inUse.json.msg).toBe(
      'Hotspots in "Rope bridge", "Canopy walk" lead to the scene "Entrance plaza", so it cannot be deleted; remove or retarget them first',
    );
    expect((await deleteScene('entrance', 'ma')).json.msg).toContain('"Titian kanopi"');
    expect((await deleteScene('no-such-scene')).json.code).toBe(1003);
    expect(await stored()).toBe(before);

    await visitorTour();
    const gone = await deleteScene('rope-bridge-2');
    expect(gone.json).toEqual({ code: 0, msg: expect.any(String), data: null });
    expect((await visitorTour()).map((scene) => scene.id)).not.toContain('rope-bridge-2');
    const [entry] = await auditOf('content.vr_scene_deleted');
    expect(entry).toMatchObject({ target: 'vr_scene:rope-bridge-2', after: null });
    expect(entry?.before).toMatchObject({ id: 'rope-bridge-2', title: newScene.title });
  });

  it('never deletes the last scene', async () => {
    const [only] = await consoleTour();
    if (!only) throw new Error('no scene');
    expect((await saveTour([{ ...only, hotspots: [] }])).json.code).toBe(0);
    const last = await deleteScene(only.id);
    expect(last.json.msg).toBe(VALIDATION_MESSAGES.vrScenesRequired.en);
    expect(await consoleTour()).toHaveLength(1);
  });

  it('takes an equirectangular panorama up to 4096 px wide, and refuses a picture of another shape', async () => {
    const upload = async (width: number, height: number, token = editor) => {
      const bytes = await sharp({
        create: { width, height, channels: 3, background: '#1f7a4d' },
      })
        .jpeg()
        .toBuffer();
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/console/uploads/panorama',
        headers: { 'content-type': 'image/jpeg', langue: 'en', [STAFF_TOKEN_HEADER]: token },
        payload: bytes,
      });
      return response.json() as { code: number; msg: string; data: Record<string, unknown> };
    };
    const big = await upload(6000, 3000);
    expect(big.code).toBe(0);
    expect(big.data).toMatchObject({ width: 4096, height: 2048 });
    expect(big.data.url).toMatch(/^\/uploads\/content\/[\w-]{16}\.webp$/);
    expect((await upload(2000, 1000)).data).toMatchObject({ width: 2000, height: 1000 });
    expect(await upload(3000, 1000)).toEqual({
      code: 1067,
      msg: 'A panorama must be equirectangular, twice as wide as it is tall; this picture is 3000×1000',
      data: null,
    });
    expect((await upload(200, 100, gate)).code).toBe(1009);
  });
});
