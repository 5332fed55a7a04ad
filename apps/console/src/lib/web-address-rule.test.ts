import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from './i18n.ts';
import { webAddressRule } from './web-address-rule.ts';

describe('the form rule of a link staff save for visitors', () => {
  beforeAll(async () => {
    await initI18n('en');
  });

  const check = (value: string, optional = false) =>
    webAddressRule(i18n.t, optional)
      .validator(null, value)
      .then(
        () => 'ok',
        (error: Error) => error.message,
      );

  it('takes a whole https address, and nothing when the link may be empty', async () => {
    expect(await check(' https://wa.me/60123456789 ')).toBe('ok');
    expect(await check('', true)).toBe('ok');
    expect(await check('')).toBe('A whole address starting with https://');
    expect(await check('http://park.example/')).toBe('A whole address starting with https://');
  });

  it('says a user name or password is what is wrong', async () => {
    for (const url of [
      'https://user:pw@elsewhere.example/',
      'https://park.example@elsewhere.example/',
    ]) {
      expect(await check(url, true), url).toMatch(/^Remove the user name or password/);
    }
  });
});
