import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Starts the real server as `npm start` does (`npm run seed`, then `node apps/server/src/server.ts`)
 * on a free port with a fresh SQLite database and the demo content, serving the built web app, and
 * waits until it is healthy.
 */
const SEED_ENTRY = 'packages/demo-content/src/cli.ts';
const SERVER_ENTRY = 'apps/server/src/server.ts';

export const E2E_STAFF_KEY = 'journeys-staff-key-0123456789';
/** The admin's password, chosen at their first login, so journeys can log in to the console. */
export const E2E_ADMIN_PASSWORD = 'journeys-owner-passphrase-0123';
/** The first admin's password (ADMIN_PASSWORD), changed for the one above once the server is up. */
export const E2E_FIRST_ADMIN_PASSWORD = 'journeys-first-passphrase-0123';

export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'scenic-e2e-'));
  const serverEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '100000',
    AUTH_RATE_LIMIT_MAX: '100000',
    // Journeys watch unpaid orders expire, so the sweeper runs every second.
    ORDER_SWEEP_SECONDS: '1',
    // Journeys play the kitchen and the rental counter through the staff API.
    STAFF_API_KEY: E2E_STAFF_KEY,
    ADMIN_PASSWORD: E2E_FIRST_ADMIN_PASSWORD,
    // Never the network: live weather only where a caller brings a local stand-in.
    WEATHER_PROVIDER: 'operator',
    ...env,
  };
  await promisify(execFile)(process.execPath, [path.join(repoRoot, SEED_ENTRY)], {
    cwd: repoRoot,
    env: serverEnv,
  });
  const child: ChildProcess = spawn(process.execPath, [path.join(repoRoot, SERVER_ENTRY)], {
    cwd: repoRoot,
    env: serverEnv,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`server exited early with code ${code}`))),
  );
  await Promise.race([waitForHealth(baseUrl), exited]);
  await chooseAdminPassword(baseUrl);
  return {
    baseUrl,
    dataDir,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function waitForHealth(baseUrl: string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server at ${baseUrl} did not become healthy`);
}

/**
 * The first admin logs in and chooses their own password, as the console makes them do before
 * anything else; journeys and benches then log in with E2E_ADMIN_PASSWORD. A database where that
 * was done already (a server started again on it) is left as it is.
 */
async function chooseAdminPassword(baseUrl: string): Promise<void> {
  const post = async (path: string, body: object, token?: string) => {
    const response = await fetch(`${baseUrl}/api${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { 'x-staff-token': token } : {}),
      },
      body: JSON.stringify(body),
    });
    return (await response.json()) as {
      code: number;
      msg: string;
      data: { token: string; staff: { passwordChangeRequired: boolean } };
    };
  };
  const login = await post('/console/auth/login', {
    userName: 'admin',
    password: E2E_FIRST_ADMIN_PASSWORD,
  });
  if (login.code !== 0 || !login.data.staff.passwordChangeRequired) return;
  const changed = await post(
    '/console/auth/password',
    { oldPassword: E2E_FIRST_ADMIN_PASSWORD, newPassword: E2E_ADMIN_PASSWORD },
    login.data.token,
  );
  if (changed.code !== 0)
    throw new Error(`the first admin could not choose a password: ${changed.msg}`);
  await post('/console/auth/logout', {}, login.data.token);
}
