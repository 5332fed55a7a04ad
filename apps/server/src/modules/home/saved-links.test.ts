import { LOCALES, VALIDATION_MESSAGES } from '@scenic/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enginesUnderTest } from '#test/engines.ts';
import { signInStaff, staffCall } from '#test/staff.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';

const WITH_CREDENTIALS = [
  'https://user:pw@elsewhere.example/',
  'https://park.example@elsewhere.example/',
  'https://@elsewhere.example/',
];

describe.each(enginesUnderTest())('links staff save on $name', (engine) => {
  let t: TestApp;
  let admin = '';
  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await signInStaff(t.app);
  });
  afterAll(async () => t.close());

  const read = async (path: string) => (await staffCall(t.app, admin, 'GET', path)).json.data;
  /** Each save with a link that carries credentials, as it stands now but for that link. */
  const saves: Record<string, (url: string) => Promise<[string, unknown]>> = {
    'a banner': async (url) => {
      const [banner] = (await read('/console/content/banners')).list;
      return ['/console/content/banners/save', { ...banner, action: { type: 2, url } }];
    },
    'a home promo': async (url) => {
      const home = await read('/console/content/home');
      return [
        '/console/content/home/save',
        { ...home, map: { ...home.map, action: { type: 2, url } } },
      ];
    },
    'the chat link': async (url) => {
      const park = await read('/console/content/park');
      return ['/console/content/park/save', { ...park.info, serviceUrl: url }];
    },
    'the help site': async (url) => [
      '/console/content/help/save',
      { ...(await read('/console/content/help')), url },
    ],
    'a camera': async (url) => {
      const [camera] = (await read('/console/content/cameras')).list;
      return ['/console/content/cameras/save', { ...camera, stream: url }];
    },
  };

  it('saves each of them with a plain https link', async () => {
    for (const [name, save] of Object.entries(saves)) {
      const [path, body] = await save('https://www.malaysia.travel/');
      expect((await staffCall(t.app, admin, 'POST', path, { body })).json.code, name).toBe(0);
    }
  });

  it('refuses a user name or password in every link, saying why, and changes nothing', async () => {
    for (const [name, save] of Object.entries(saves)) {
      for (const url of WITH_CREDENTIALS) {
        const [path, body] = await save(url);
        const before = await read(path.replace(/\/save$/, ''));
        for (const langue of LOCALES) {
          const answer = await staffCall(t.app, admin, 'POST', path, { body, langue });
          expect(answer.json, `${name}: ${url}`).toEqual({
            code: 1002,
            msg: VALIDATION_MESSAGES.urlHasCredentials[langue],
            data: null,
          });
        }
        expect(await read(path.replace(/\/save$/, '')), name).toEqual(before);
      }
    }
  });
});
