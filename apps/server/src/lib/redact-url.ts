/**
 * What of a request's address may reach a log line. A query parameter is judged by its name, not
 * picked from a list of names: its words (split at - _ . [ ] spaces and case changes, so
 * `access_token`, `X-Staff-Token`, `apiKey`, `user[password]`) are compared with the words below.
 */

/** Secret wherever they appear in a name, even glued to other words (`accesstoken`, `APIKEY`). */
const SECRET_ANYWHERE = [
  'token',
  'secret',
  'passw',
  'passphrase',
  'apikey',
  'accesskey',
  'privatekey',
  'signature',
  'credential',
  'session',
  'sessid',
  'bearer',
  'cookie',
  'jwt',
  'hmac',
  'authorization',
];

/**
 * Secret as a word of their own: inside other words they mean something else (`keyword`, `spin`,
 * `design`, `compass`, `author`, `hotpot`). A glued name ending in one (`xstaffkey`) is not caught:
 * names the apps send are separated.
 */
const SECRET_WORDS = [
  'key',
  'code',
  'auth',
  'oauth',
  'pin',
  'sig',
  'pw',
  'pwd',
  'pass',
  'sid',
  'otp',
  'nonce',
];

/**
 * Not secrets, but what visitors typed about themselves or were looked up by (a search, a phone
 * number or e-mail in the console's search): nothing a log needs, so it is kept out as well.
 */
const PERSONAL_WORDS = [
  'keyword',
  'search',
  'q',
  'query',
  'contact',
  'recipient',
  'email',
  'phone',
  'mobile',
];

const HIDDEN_WORDS = new Set([...SECRET_WORDS, ...PERSONAL_WORDS]);

/** The words of a parameter's name, lower case: `xStaffToken` and `x-staff-token` are alike. */
function wordsOf(name: string): string[] {
  return name
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z\d]+/)
    .filter(Boolean);
}

/** Whether a query parameter's value is kept out of the log, by its name. */
export function isHiddenParam(name: string): boolean {
  const words = wordsOf(name);
  const glued = words.join('');
  return (
    words.some((word) => HIDDEN_WORDS.has(word)) ||
    SECRET_ANYWHERE.some((part) => glued.includes(part))
  );
}

/**
 * Paths whose last segment is itself a secret: a signed download link to a paid original, and a
 * payment page's reference.
 */
const SECRET_PATHS = [/(\/files\/scenery\/)[^/?]+/, /(\/pay\/[a-z]+\/)[^/?]+/];

/** A request's address as a log may keep it: secret path segments and parameter values hidden. */
export function redactUrl(url: string): string {
  let redacted = url;
  for (const pattern of SECRET_PATHS) redacted = redacted.replace(pattern, '$1[redacted]');
  const queryStart = redacted.indexOf('?');
  if (queryStart === -1) return redacted;
  const params = new URLSearchParams(redacted.slice(queryStart + 1));
  for (const name of new Set(params.keys())) {
    if (isHiddenParam(name)) params.set(name, '[redacted]');
  }
  return `${redacted.slice(0, queryStart)}?${params.toString()}`;
}
