import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverEntry = fileURLToPath(new URL('../src/server.ts', import.meta.url));

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

export interface ChildServer {
  baseUrl: string;
  dataDir: string;
  child: ChildProcess;
  /** Everything the process printed, for assertions on its log and for failure messages. */
  output(): string;
  /** Calls the API as the web app does, in English. */
  call(method: 'GET' | 'POST', url: string, body?: object): Promise<ChildAnswer>;
  stop(): Promise<void>;
}

export interface ChildAnswer {
  status: number;
  json: { code: number; msg: string; data: any };
}

/**
 * The real server (`node apps/server/src/server.ts`) in its own process, so that what would end
 * the process in production (an unhandled 'error' event, an exit on a bad setting) really ends it.
 */
export async function startChildServer(env: Record<string, string> = {}): Promise<ChildServer> {
  const port = await freePort();
  // A test may prepare the data folder (a seeded SQLite file); it is removed at stop all the same.
  const dataDir = env.DATA_DIR || mkdtempSync(path.join(tmpdir(), 'scenic-child-'));
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      RATE_LIMIT_MAX: '100000',
      AUTH_RATE_LIMIT_MAX: '100000',
      CONTENT_CACHE_SECONDS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  await new Promise<void>((resolve, reject) => {
    const onData = () => {
      if (output.includes('Server listening')) resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    baseUrl,
    dataDir,
    child,
    output: () => output,
    async call(method, url, body) {
      const response = await fetch(`${baseUrl}/api${url}`, {
        method,
        // A call that hangs fails the test with a message rather than its timeout.
        signal: AbortSignal.timeout(10_000),
        headers: {
          'x-requested-with': 'XMLHttpRequest',
          langue: 'en',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      return { status: response.status, json: (await response.json()) as ChildAnswer['json'] };
    },
    async stop() {
      await new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Starts a server that is expected not to start; resolves with its exit code and what it said. */
export function startFailingServer(
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  return (async () => {
    const port = await freePort();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'scenic-child-'));
    const child = spawn(process.execPath, [serverEntry], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        SEED_DEMO: 'false',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    clearTimeout(timer);
    rmSync(dataDir, { recursive: true, force: true });
    return { code, output };
  })();
}
