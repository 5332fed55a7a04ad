import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt's block size and parallelism: the usual r=8, p=1; the cost N is configurable. */
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_BYTES = 32;
const SALT_BYTES = 16;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; Node refuses above maxmem (32 MiB by default).
  const maxmem = 256 * (options.N ?? 0) * (options.r ?? 1) + 1024 * 1024;
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_BYTES, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

interface Parsed {
  log2N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parse(stored: string): Parsed | null {
  const [scheme, log2N, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return null;
  const numbers = [Number(log2N), Number(r), Number(p)];
  if (!numbers.every((n) => Number.isInteger(n) && n > 0)) return null;
  const [n = 0, block = 0, parallel = 0] = numbers;
  return {
    log2N: n,
    r: block,
    p: parallel,
    salt: Buffer.from(salt, 'base64url'),
    key: Buffer.from(key, 'base64url'),
  };
}

/**
 * Staff password hashes: scrypt (memory-hard, in node:crypto, so nothing native to build), a salt
 * per password, and the parameters written beside the key, so a higher cost can be set later
 * without losing the hashes made before it (decision 017).
 */
export function createPasswords(log2N: number) {
  let decoy: Promise<string> | undefined;

  async function hash(password: string): Promise<string> {
    const salt = randomBytes(SALT_BYTES);
    const key = await derive(password, salt, { N: 2 ** log2N, r: BLOCK_SIZE, p: PARALLELISM });
    return [
      'scrypt',
      log2N,
      BLOCK_SIZE,
      PARALLELISM,
      salt.toString('base64url'),
      key.toString('base64url'),
    ].join('$');
  }

  async function verify(password: string, stored: string): Promise<boolean> {
    const parsed = parse(stored);
    if (!parsed) return false;
    const key = await derive(password, parsed.salt, {
      N: 2 ** parsed.log2N,
      r: parsed.r,
      p: parsed.p,
    });
    return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
  }

  return {
    hash,
    verify,
    /** Whether a hash was made with less than today's cost: redo it while the password is known. */
    needsRehash(stored: string): boolean {
      const parsed = parse(stored);
      return !parsed || parsed.log2N < log2N || parsed.r < BLOCK_SIZE || parsed.p < PARALLELISM;
    },
    /**
     * Checks a password against a hash nobody has, so an unknown user name takes as long to
     * refuse as a wrong password and the answer time does not tell which names exist.
     */
    async verifyDecoy(password: string): Promise<void> {
      decoy ??= hash(randomBytes(16).toString('hex'));
      await verify(password, await decoy);
    },
  };
}

export type Passwords = ReturnType<typeof createPasswords>;
