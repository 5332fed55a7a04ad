/**
 * The staff session token and the console's language, kept in this browser. The token is sent in
 * the `x-staff-token` header; the visitor app's `token` is a different key and never read here.
 */
const KEYS = { token: 'console.staffToken', lang: 'console.lang' } as const;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Private mode without storage: the session lasts as long as the page.
  }
}

export const staffToken = {
  get: () => read(KEYS.token),
  set: (token: string) => write(KEYS.token, token),
  clear: () => write(KEYS.token, null),
};

export const storedLanguage = {
  get: () => read(KEYS.lang),
  set: (lang: string) => write(KEYS.lang, lang),
};
