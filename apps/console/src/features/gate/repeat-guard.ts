/**
 * The camera sees the same QR many times a second: a code is sent once, and again only after
 * `quietMs` without seeing it (a second scan on purpose, which the server then calls "already used").
 */
export function createRepeatGuard(quietMs: number, now: () => number = Date.now) {
  let last: { code: string; at: number } | null = null;
  return (code: string): boolean => {
    const at = now();
    const fresh = !last || last.code !== code || at - last.at > quietMs;
    last = { code, at };
    return fresh;
  };
}
