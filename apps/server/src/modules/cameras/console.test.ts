import {
  type CameraSaveBody,
  cameraListSchema,
  consoleCameraListSchema,
  consoleCameraSchema,
  ERRORS,
  isStreamAddress,
  LOCALES,
  VALIDATION_MESSAGES,
} from '@scenic/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '#test/call.ts';
import { enginesUnderTest } from '#test/engines.ts';
import { createStaff, signInStaff, staffCall } from '#test/staff.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';

const PASSWORD = 'camera-editor-password';

const newCamera: CameraSaveBody = {
  name: { zh: '萤火虫河', en: 'Firefly river', ma: 'Sungai kelip-kelip' },
  cover: '/uploads/pictures/firefly.webp',
  stream: 'https://cdn.example.com/live/firefly/index.m3u8',
  online: true,
  sort: 0,
};

describe('stream addresses', () => {
  it('takes http(s) addresses and files of this site, and nothing a browser would run', () => {
    for (const good of [
      'https://cdn.example.com/live/cam1.m3u8',
      'http://192.168.1.20:8080/hls/gate.m3u8?token=abc',
      '/uploads/demo/hls/live.m3u8',
      '/uploads/videos/2026/clip.mp4',
    ]) {
      expect(isStreamAddress(good), good).toBe(true);
    }
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(1)//.m3u8',
      'data:application/vnd.apple.mpegurl;base64,I0VYVE0zVQ==',
      'file:///etc/passwd',
      'rtsp://camera.local/stream',
      '//cdn.example.com/live.m3u8',
      'https://user:secret@cdn.example.com/live.m3u8',
      'https://cdn.example.com/live cam.m3u8',
      '/uploads/../data/scenic.sqlite',
      '/api/console/staff/list',
      'cdn.example.com/live.m3u8',
    ]) {
      expect(isStreamAddress(bad), bad).toBe(false);
    }
  });
});

describe.each(enginesUnderTest())('the console’s live cameras on $name', (engine) => {
  let t: TestApp;
  let admin = '';
  let editor = '';
  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await signInStaff(t.app);
    editor = (
      await createStaff(t.app, admin, { userName: 'cams', roles: ['content'], password: PASSWORD })
    ).token;
  });
  afterAll(async () => t.close());

  const consoleCameras = async () => {
    const answer = await staffCall(t.app, editor, 'GET', '/console/content/cameras');
    expect(answer.json.code).toBe(0);
    return consoleCameraListSchema.parse(answer.json.data).list;
  };
  const save = (body: unknown, langue = 'en') =>
    staffCall(t.app, editor, 'POST', '/console/content/cameras/save', { body, langue });
  const visitorCameras = async (langue = 'en') => {
    const answer = await call(t.app, 'GET', '/index/index/cameraList', { langue });
    expect(answer.json.code).toBe(0);
    return cameraListSchema.parse(answer.json.data);
  };
  const cameraRows = () => t.database.db.selectFrom('camera').selectAll().orderBy('id').execute();
  const auditOf = async (action: string, target: string) =>
    (
      await staffCall(t.app, admin, 'GET', `/console/audit/list?action=${action}&limit=50`)
    ).json.data.list.filter((entry: { target: string }) => entry.target === target);

  it('lists the demo cameras in order with every language of their names', async () => {
    const list = await consoleCameras();
    expect(list.map((camera) => [camera.name.en, camera.online, camera.sort])).toEqual([
      ['River bend jetty', true, 1],
      ['Twin Falls', true, 2],
      ['Canopy walk', false, 3],
    ]);
    expect(list[0]).toMatchObject({
      name: { zh: '河湾码头', en: 'River bend jetty', ma: 'Jeti selekoh sungai' },
      stream: '/uploads/demo/hls/live.m3u8',
    });
  });

  it('adds a camera that visitors see at once, first and in their language', async () => {
    const saved = await save(newCamera);
    expect(saved.json.code).toBe(0);
    const camera = consoleCameraSchema.parse(saved.json.data);
    expect(camera).toEqual({ id: camera.id, ...newCamera });
    for (const langue of LOCALES) {
      expect((await visitorCameras(langue))[0]).toEqual({
        id: camera.id,
        name: newCamera.name[langue],
        cover: newCamera.cover,
        stream: newCamera.stream,
        online: true,
      });
    }
    const [entry] = await auditOf('content.camera_saved', `camera:${camera.id}`);
    expect(entry).toMatchObject({ before: null, after: camera, staffUserName: 'cams' });
  });

  it('takes a camera off air and renames it: visitors see both at once; the audit keeps before and after', async () => {
    const [first] = await consoleCameras();
    if (!first) throw new Error('no camera');
    const markup = '<img src=x onerror=alert(1)> Jetty';
    const edited = await save({ ...first, name: { ...first.name, en: markup }, online: false });
    expect(edited.json.code).toBe(0);
    const seen = (await visitorCameras()).find((camera) => camera.id === first.id);
    // Stored and answered as typed: the app shows it as text, never as HTML.
    expect(seen).toMatchObject({ name: markup, online: false });
    const [entry] = await auditOf('content.camera_saved', `camera:${first.id}`);
    expect(entry).toMatchObject({ before: first, after: edited.json.data });
  });

  it('refuses a stream address that is not http(s) or this site’s, a missing language, a bad cover; nothing saved', async () => {
    const rows = await cameraRows();
    const [first] = await consoleCameras();
    for (const stream of [
      'javascript:alert(document.cookie)',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'ftp://cdn.example.com/live.m3u8',
      '/uploads/../../etc/passwd',
    ]) {
      for (const body of [
        { ...newCamera, stream },
        { ...first, stream },
      ]) {
        for (const langue of LOCALES) {
          expect((await save(body, langue)).json).toEqual({
            code: 1002,
            msg: VALIDATION_MESSAGES.streamInvalid[langue],
            data: null,
          });
        }
      }
    }
    const missing = await save({ ...newCamera, name: { ...newCamera.name, zh: ' ' } }, 'zh');
    expect(missing.json).toEqual({
      code: 1002,
      msg: VALIDATION_MESSAGES.translationMissing.zh,
      data: null,
    });
    const { ma: _ma, ...twoLanguages } = newCamera.name;
    expect((await save({ ...newCamera, name: twoLanguages })).json.code).toBe(1002);
    expect((await save({ ...newCamera, cover: 'javascript:alert(1)' })).json.msg).toBe(
      VALIDATION_MESSAGES.pictureRequired.en,
    );
    expect((await save({ ...newCamera, id: 999_999 })).json.code).toBe(ERRORS.notFound.code);
    expect(await cameraRows()).toEqual(rows);
  });

  it('deletes a camera: gone for visitors at once, audited with what it was, and only once', async () => {
    const created = consoleCameraSchema.parse((await save({ ...newCamera, sort: 9 })).json.data);
    expect((await visitorCameras()).map((camera) => camera.id)).toContain(created.id);
    const body = { id: created.id };
    const deleted = await staffCall(t.app, editor, 'POST', '/console/content/cameras/delete', {
      body,
    });
    expect(deleted.json).toEqual({ code: 0, msg: expect.any(String), data: null });
    expect((await visitorCameras()).map((camera) => camera.id)).not.toContain(created.id);
    const again = await staffCall(t.app, editor, 'POST', '/console/content/cameras/delete', {
      body,
    });
    expect(again.json.code).toBe(ERRORS.notFound.code);
    const entries = await auditOf('content.camera_deleted', `camera:${created.id}`);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ before: created, after: null });
  });

  it('refuses staff without the content role, and visitors, before reading anything', async () => {
    const gate = (
      await createStaff(t.app, admin, {
        userName: 'gatekeeper',
        roles: ['gate'],
        password: PASSWORD,
      })
    ).token;
    const rows = await cameraRows();
    for (const [method, path, body] of [
      ['GET', '/console/content/cameras', undefined],
      ['POST', '/console/content/cameras/save', newCamera],
      ['POST', '/console/content/cameras/delete', { id: 1 }],
      ['GET', '/console/content/park', undefined],
      ['POST', '/console/content/rain-days/add', { date: '2026-01-01', note: '' }],
    ] as const) {
      const refused = await staffCall(t.app, gate, method, path, { body });
      expect(refused.json.code, path).toBe(ERRORS.staffRoleRefused.code);
      const signedOut = await staffCall(t.app, null, method, path, { body });
      expect(signedOut.json.code, path).toBe(ERRORS.notLoggedIn.code);
    }
    expect(await cameraRows()).toEqual(rows);
  });
});
