import { describe, expect, it } from 'vitest';
import { webAddressField } from '../content/console-content.ts';
import { cameraSaveBodySchema } from '../content/console-park.ts';
import { validationMessage } from '../errors/validation-messages.ts';
import { webAddressProblem } from './web-address.ts';

describe('web addresses staff give visitors', () => {
  it('takes a whole https address', () => {
    for (const good of [
      'https://www.malaysia.travel/',
      'https://wa.me/60123456789?text=Hello',
      'https://park.example/path/a@b?to=x@y#at@here',
      'https://park.example:8443/',
      'https://[2001:db8::1]/',
    ]) {
      expect(webAddressProblem(good), good).toBeNull();
    }
  });

  it('refuses a user name or password, however it is written', () => {
    for (const bad of [
      'https://user:pw@elsewhere.example/',
      'https://user@elsewhere.example/',
      'https://:pw@elsewhere.example/',
      'https://@elsewhere.example/',
      'https://park.example@elsewhere.example/',
      'HTTPS://USER:PW@ELSEWHERE.EXAMPLE/',
      'https://user%40park.example:pw@elsewhere.example/',
      'https://a:b@elsewhere.example:443/?q=1',
    ]) {
      expect(webAddressProblem(bad), bad).toBe('urlHasCredentials');
    }
    expect(webAddressProblem('http://user:pw@cam.example/live', ['https:', 'http:'])).toBe(
      'urlHasCredentials',
    );
  });

  it('refuses what is not a whole https address', () => {
    for (const bad of [
      '',
      'park.example',
      '//park.example',
      'http://park.example/',
      'javascript:alert(1)',
      'javascript://park.example/%0aalert(1)',
      'data:text/html,hi',
      'https://',
      'https:///path',
      'https://park .example/',
      'https://park.example/"onmouseover=',
      'https://park.example/\u0000',
    ]) {
      expect(webAddressProblem(bad), bad).toBe('urlInvalid');
    }
  });

  it('says why in every language, as a field', () => {
    const field = webAddressField({ max: 500 });
    const refused = field.safeParse('https://user:pw@elsewhere.example/');
    expect(refused.error?.issues[0]?.message).toBe('urlHasCredentials');
    expect(validationMessage('urlHasCredentials', 'en')).toMatch(/user name or password/);
    expect(validationMessage('urlHasCredentials', 'zh')).toMatch(/用户名或密码/);
    expect(validationMessage('urlHasCredentials', 'ma')).toMatch(/kata laluan/);
    expect(webAddressField({ max: 500, optional: true }).parse('  ')).toBe('');
    expect(field.safeParse('').error?.issues[0]?.message).toBe('urlInvalid');
  });

  it('a camera stream says credentials are the problem, and still takes its own files', () => {
    const camera = (stream: string) =>
      cameraSaveBodySchema.safeParse({
        name: { zh: '入口', en: 'Gate', ma: 'Pintu' },
        cover: '/uploads/demo/cam.webp',
        stream,
        online: true,
        sort: 0,
      });
    expect(camera('https://user:pw@cam.example/live.m3u8').error?.issues[0]?.message).toBe(
      'urlHasCredentials',
    );
    expect(camera('ftp://cam.example/live').error?.issues[0]?.message).toBe('streamInvalid');
    expect(camera('/uploads/demo/live.mp4').success).toBe(true);
    expect(camera('http://cam.example/live.m3u8').success).toBe(true);
  });
});
