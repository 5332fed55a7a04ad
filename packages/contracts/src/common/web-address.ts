import { isPlainText } from './text.ts';

/** What is wrong with a web address staff save for visitors to open, as a field message. */
export type WebAddressProblem = 'urlInvalid' | 'urlHasCredentials';

/**
 * Whether `value` is a whole web address of one of `schemes` that visitors may be sent to: a host,
 * and no user name or password before it. Every visitor reads the address, so credentials in it
 * are published, and `https://park.example@elsewhere.example/` looks like the park but is not.
 */
export function webAddressProblem(
  value: string,
  schemes: readonly string[] = ['https:'],
): WebAddressProblem | null {
  if (!/^[a-z][a-z\d+.-]*:\/\/[^\s<>"]+$/i.test(value) || !isPlainText(value)) return 'urlInvalid';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'urlInvalid';
  }
  // The part before the first / ? # or \ is the authority, as written: the parser would read
  // `https:///park.example` as that host, and drop empty credentials (`https://@elsewhere.example`).
  const authority = value.slice(value.indexOf('//') + 2).split(/[/?#\\]/, 1)[0] ?? '';
  if (!schemes.includes(url.protocol) || url.hostname === '' || authority === '') {
    return 'urlInvalid';
  }
  if (url.username !== '' || url.password !== '' || authority.includes('@')) {
    return 'urlHasCredentials';
  }
  return null;
}
