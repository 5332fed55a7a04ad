import { execFile } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { STAFF_TOKEN_HEADER } from '@scenic/contracts';
import { seedDemo } from '@scenic/demo-content';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#server/app.ts';
import { type Config, loadConfig } from '#server/config.ts';
import { type AppDatabase, migrateToLatest, openDatabase } from '#server/db/connect.ts';
import { addDays, attractionToday } from '#server/lib/attraction-time.ts';
import { call } from '#test/call.ts';
import { payOnSandbox } from '#test/orders.ts';
import { signInStaff } from '#test/staff.ts';
import { firstAdminChoseTheirPassword, TEST_ADMIN_PASSWORD } from '#test/test-app.ts';
import { signIn } from '#test/visitors.ts';
import { createBackup, type Manifest, restoreBackup } from './backup.ts';

const cli = fileURLToPath(new URL('./backup-cli.ts', import.meta.url));
const run = promisify(execFile);

/** `npm run backup` / `npm run restore` as an operator runs them, in their own process. */
async function operator(args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(process.execPath, [cli, ...args], {
      env: { ...process.env, DATABASE_URL: '', S3_BUCKET: '', ...env },
    });
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout + failed.stderr };
  }
}

function configFor(dataDir: string, env: Record<string, string> = {}): Config {
  return loadConfig({
    LOG_LEVEL: 'silent',
    CONTENT_CACHE_SECONDS: '0',
    WEB_DIST: '/nonexistent',
    CONSOLE_DIST: '/nonexistent',
    DATA_DIR: dataDir,
    WEATHER_PROVIDER: 'operator',
    ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    STAFF_PASSWORD_COST: '10',
    ...env,
  });
}

/** The real server on an SQLite file under `dataDir`, as `npm start` runs it. */
async function startServer(dataDir: string, seed: boolean) {
  const config = configFor(dataDir);
  const database: AppDatabase = openDatabase({ dataDir });
  await migrateToLatest(database.db);
  if (seed) await seedDemo(database.db, new Date(), config.ATTRACTION_UTC_OFFSET);
  const app = await createApp({ config, database });
  await app.ready();
  await firstAdminChoseTheirPassword(database.db);
  return {
    app,
    database,
    async close() {
      await app.sceneryProcessor.idle();
      await app.close();
      await database.close();
    },
  };
}

/** A small photograph-like original, different for each `seed`. */
function photo(seed: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360">
    <rect width="480" height="360" fill="#0b6e4f"/>
    ${Array.from({ length: 12 }, (_, i) => `<circle cx="${(i * 37 * seed) % 480}" cy="${(i * 53 + seed) % 360}" r="${10 + ((i + seed) % 7) * 6}" fill="#f2c14e" fill-opacity="0.6"/>`).join('')}
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

// SQLite only: a PostgreSQL deployment is backed up with pg_dump or WAL archiving, which
// `npm run backup` points to and refuses (tested below).
describe('online backup and restore of an SQLite deployment', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'scenic-backup-'));
  const dataDir = path.join(dir, 'data');
  const backups = path.join(dir, 'backups');
  const restoredDir = path.join(dir, 'restored');
  const today = attractionToday('+08:00');
  let server: Awaited<ReturnType<typeof startServer>>;
  let admin = '';
  let visitors: string[] = [];

  beforeAll(async () => {
    server = await startServer(dataDir, true);
    admin = await signInStaff(server.app);
    visitors = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        signIn(server.app, server.database.db, `backup-${i}@example.com`),
      ),
    );
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Buys and pays a day pass as a visitor does; answers the order once it is paid. */
  async function buyAndPay(app: FastifyInstance, token: string, day: number) {
    const created = await call(app, 'POST', '/index/order/createTicketOrder', {
      body: {
        ticketId: 1,
        date: addDays(today, 1 + (day % 20)),
        items: [{ variantId: 1, quantity: 1 }],
      },
      headers: { token },
    });
    expect(created.json.code).toBe(0);
    await payOnSandbox(app, created.json.data.payUrl);
    const detail = await call(app, 'GET', `/index/order/orderDetail?id=${created.json.data.id}`, {
      headers: { token },
    });
    expect(detail.json.data.status).toBe('ready_to_use');
    return detail.json.data as { id: number; orderNo: string; status: string };
  }

  async function uploadOriginal(bytes: Buffer): Promise<number> {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/console/scenery/upload',
      headers: { 'content-type': 'application/octet-stream', [STAFF_TOKEN_HEADER]: admin },
      payload: bytes,
    });
    const answer = response.json() as { code: number; data: { id: number } };
    expect(answer.code).toBe(0);
    return answer.data.id;
  }

  it('a backup taken while orders are being paid restores every order paid before it and every original, byte for byte', async () => {
    const originals = new Map<number, Buffer>();
    for (const seed of [1, 2, 3]) {
      const bytes = await photo(seed);
      originals.set(await uploadOriginal(bytes), bytes);
    }
    // Six visitors keep buying and paying until the backup has finished.
    const paidBefore: { id: number; token: string }[] = [];
    const paidDuring: number[] = [];
    let backupStarted = false;
    let stop = false;
    const load = visitors.map(async (token, worker) => {
      for (let n = 0; !stop; n += 1) {
        const order = await buyAndPay(server.app, token, worker + n);
        if (backupStarted) paidDuring.push(order.id);
        else paidBefore.push({ id: order.id, token });
      }
    });
    while (paidBefore.length < 30) await new Promise((resolve) => setTimeout(resolve, 10));

    backupStarted = true;
    const backup = await operator(['backup', backups], { DATA_DIR: dataDir });
    stop = true;
    await Promise.all(load);
    expect(backup.code).toBe(0);
    // The server kept selling while the backup was taken.
    expect(paidDuring.length).toBeGreaterThan(0);
    const [folder] = readdirSync(backups);
    expect(folder).toMatch(/^backup-\d{4}-\d\d-\d\dT[\d-]+Z$/);
    const backupFolder = path.join(backups, folder ?? '');
    expect(backup.out).toContain(`Backup written to ${backupFolder}`);
    const manifest = JSON.parse(
      readFileSync(path.join(backupFolder, 'manifest.json'), 'utf8'),
    ) as Manifest;
    expect(manifest.originals).toBe('included');
    // One self-contained database file, no -wal beside it: it opens without the server.
    expect(readdirSync(backupFolder).sort()).toEqual([
      'manifest.json',
      'originals',
      'scenic.sqlite',
      'uploads',
    ]);
    expect(manifest.database.rows.paidOrders).toBeGreaterThanOrEqual(paidBefore.length);

    const restore = await operator(['restore', backupFolder], { DATA_DIR: restoredDir });
    expect(restore.code).toBe(0);
    expect(restore.out).toContain(`into ${restoredDir}`);

    // The restored database, opened as the server opens it: each paid order is there, paid, and
    // its visitor (whose session is a row too) finds it.
    const restored = await startServer(restoredDir, false);
    try {
      const rows = await restored.database.db
        .selectFrom('orders')
        .select(['id', 'paid_at'])
        .where(
          'id',
          'in',
          paidBefore.map((order) => order.id),
        )
        .execute();
      expect(rows).toHaveLength(paidBefore.length);
      expect(rows.filter((row) => row.paid_at === null)).toEqual([]);
      for (const order of paidBefore.slice(0, 6)) {
        const detail = await call(restored.app, 'GET', `/index/order/orderDetail?id=${order.id}`, {
          headers: { token: order.token },
        });
        expect(detail.json.data).toMatchObject({ id: order.id, status: 'ready_to_use' });
      }
      const scenery = await restored.database.db
        .selectFrom('scenery')
        .select(['id', 'original'])
        .where('id', 'in', [...originals.keys()])
        .execute();
      expect(scenery).toHaveLength(originals.size);
      for (const row of scenery) {
        const bytes = readFileSync(path.join(restoredDir, 'originals', row.original));
        expect(bytes.equals(originals.get(row.id) ?? Buffer.alloc(0))).toBe(true);
      }
    } finally {
      await restored.close();
    }
  });

  it('refuses to restore over data without --force, and over a database a running server holds even with it', async () => {
    const [folder] = readdirSync(backups);
    const backupFolder = path.join(backups, folder ?? '');
    const before = (await server.database.db.selectFrom('orders').select('id').execute()).length;
    await expect(restoreBackup(configFor(dataDir), backupFolder)).rejects.toThrow(
      `${dataDir} already holds data (scenic.sqlite, originals, uploads): run again with --force to replace it`,
    );
    const forced = await operator(['restore', backupFolder, '--force'], { DATA_DIR: dataDir });
    expect(forced.code).toBe(1);
    expect(forced.out).toContain('is in use: stop the server');
    // Nothing was moved: the running server still sells.
    await buyAndPay(server.app, visitors[0] ?? '', 3);
    expect((await server.database.db.selectFrom('orders').select('id').execute()).length).toBe(
      before + 1,
    );
    expect(readdirSync(dataDir).filter((name) => name.startsWith('replaced-'))).toEqual([]);
  });

  it('refuses a backup whose files changed since it was taken, before touching anything', async () => {
    const [folder] = readdirSync(backups);
    const tampered = path.join(dir, 'tampered');
    cpSync(path.join(backups, folder ?? ''), tampered, { recursive: true });
    const manifest = JSON.parse(
      readFileSync(path.join(tampered, 'manifest.json'), 'utf8'),
    ) as Manifest;
    const original = manifest.files.find((file) => file.path.startsWith('originals/'));
    const file = path.join(tampered, original?.path ?? '');
    writeFileSync(file, Buffer.concat([readFileSync(file), Buffer.from('x')]));
    const target = path.join(dir, 'untouched');
    await expect(restoreBackup(configFor(target), tampered)).rejects.toThrow(
      `${original?.path} in the backup is not the file that was backed up`,
    );
    expect(existsSync(target)).toBe(false);
  });

  it('with PostgreSQL it refuses and points to pg_dump, never printing the URL', async () => {
    const answer = await operator(['backup'], {
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgres://scenic:hunter2-secret@db.example:5432/scenic',
    });
    expect(answer.code).toBe(1);
    expect(answer.out).toContain('pg_dump');
    expect(answer.out).toContain('point-in-time recovery');
    expect(answer.out).not.toContain('hunter2');
  });

  it('with an S3 bucket it backs up the database and public pictures, and says the originals are in the bucket', async () => {
    await server.app.sceneryProcessor.idle();
    const config = configFor(dataDir, {
      S3_BUCKET: 'park-originals',
      S3_REGION: 'ap-southeast-1',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret-key-never-printed',
    });
    const { manifest, notes } = await createBackup(config, { into: path.join(dir, 's3-backups') });
    expect(manifest.originals).toBe('s3-bucket');
    expect(manifest.files.filter((file) => file.path.startsWith('originals/'))).toEqual([]);
    expect(manifest.files.some((file) => file.path.startsWith('uploads/'))).toBe(true);
    expect(notes.join(' ')).toContain('S3 bucket');
    expect(JSON.stringify({ manifest, notes })).not.toContain('secret-key');
  });
});
