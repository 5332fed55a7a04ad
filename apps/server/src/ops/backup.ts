import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { backup, DatabaseSync } from 'node:sqlite';
import type { Config } from '#server/config.ts';

/** The SQLite file the server keeps under DATA_DIR (see db/connect.ts). */
export const DATABASE_FILE = 'scenic.sqlite';
export const MANIFEST_FILE = 'manifest.json';
/** The folders under DATA_DIR a backup holds: private originals, then public pictures. */
const FOLDERS = ['originals', 'uploads'] as const;
type Folder = (typeof FOLDERS)[number];

/** A refusal or a failed check, said to the operator as it is; it never holds a secret. */
export class BackupError extends Error {
  override name = 'BackupError';
}

export interface BackedUpFile {
  /** Path inside the backup folder, with forward slashes (`originals/scenery/ab12.jpg`). */
  path: string;
  bytes: number;
  sha256: string;
}

export interface Manifest {
  format: 1;
  createdAt: string;
  finishedAt: string;
  database: BackedUpFile & {
    engine: 'sqlite';
    pageSize: number;
    pageCount: number;
    rows: { orders: number; paidOrders: number; scenery: number };
  };
  /** Whether the originals are in this backup, or in the S3 bucket (the operator's to keep). */
  originals: 'included' | 's3-bucket';
  files: BackedUpFile[];
}

export interface BackupResult {
  folder: string;
  manifest: Manifest;
  notes: string[];
}

const POSTGRES_REFUSAL =
  'DATABASE_URL points to PostgreSQL: back it up with PostgreSQL\'s own tools, pg_dump (e.g. "pg_dump -Fc -f scenic.dump") ' +
  'and pg_restore, or continuous WAL archiving for point-in-time recovery; see "Backup and restore" in the README';

/** A folder name that sorts by time and is safe on every file system. */
export function backupName(now: Date): string {
  return `backup-${stamp(now)}`;
}

function stamp(now: Date): string {
  return now.toISOString().replace(/[:.]/g, '-');
}

/**
 * An online backup of DATA_DIR, safe while the server runs and writes: the SQLite database through
 * SQLite's backup API (a consistent snapshot, in one step so a busy server cannot keep restarting
 * it), then the originals and public pictures. The database is taken first: every original a
 * backed-up row names was stored before its row, so it is already on disk when the files are copied.
 */
export async function createBackup(
  config: Config,
  options: { into?: string; now?: Date } = {},
): Promise<BackupResult> {
  if (config.DATABASE_URL) throw new BackupError(POSTGRES_REFUSAL);
  const source = path.join(config.DATA_DIR, DATABASE_FILE);
  if (!existsSync(source)) {
    throw new BackupError(`No database at ${source}: is DATA_DIR the server's?`);
  }
  const started = options.now ?? new Date();
  const parent = path.resolve(options.into ?? path.join(config.DATA_DIR, 'backups'));
  const folder = path.join(parent, backupName(started));
  // Made aside and renamed at the end: a folder without `.partial` is a finished backup.
  const partial = `${folder}.partial`;
  if (existsSync(folder) || existsSync(partial)) {
    throw new BackupError(`${folder} already exists`);
  }
  await mkdir(partial, { recursive: true });
  const notes: string[] = [];
  try {
    const database = await backUpDatabase(source, path.join(partial, DATABASE_FILE), config);
    const files: BackedUpFile[] = [];
    const s3 = Boolean(config.S3_BUCKET);
    for (const name of FOLDERS) {
      if (name === 'originals' && s3) continue;
      files.push(...(await copyFolder(path.join(config.DATA_DIR, name), partial, name)));
    }
    if (s3) {
      notes.push(
        "Originals of scenery images are in the S3 bucket (S3_BUCKET), not in this backup: keep them with the bucket's versioning or replication.",
      );
    }
    const manifest: Manifest = {
      format: 1,
      createdAt: started.toISOString(),
      finishedAt: new Date().toISOString(),
      database,
      originals: s3 ? 's3-bucket' : 'included',
      files,
    };
    await writeFile(path.join(partial, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    await rename(partial, folder);
    return { folder, manifest, notes };
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
}

async function backUpDatabase(
  source: string,
  target: string,
  config: Config,
): Promise<Manifest['database']> {
  // Read and write, as the server opens it: a read-only connection cannot open a WAL database
  // whose -wal file is not there (a stopped server).
  const live = new DatabaseSync(source);
  try {
    live.exec(`PRAGMA busy_timeout = ${Math.trunc(config.SQLITE_BUSY_TIMEOUT_MS)}`);
    // All pages in one step, inside one read transaction: under WAL the server keeps writing, and
    // a copy in several steps would start over each time another connection wrote in between.
    await backup(live, target, { rate: 2 ** 31 - 1 });
  } finally {
    live.close();
  }
  const copy = new DatabaseSync(target);
  let facts: Omit<Manifest['database'], keyof BackedUpFile | 'engine'>;
  try {
    // One self-contained file in the backup (no -wal beside it); the server turns WAL back on.
    copy.exec('PRAGMA journal_mode = DELETE');
    assertIntact(copy, 'the new backup');
    const count = (query: string) => Number((copy.prepare(query).get() as { n: number }).n);
    facts = {
      pageSize: count('select page_size as n from pragma_page_size'),
      pageCount: count('select page_count as n from pragma_page_count'),
      rows: {
        orders: count('select count(*) as n from orders'),
        paidOrders: count('select count(*) as n from orders where paid_at is not null'),
        scenery: count('select count(*) as n from scenery'),
      },
    };
  } finally {
    copy.close();
  }
  return { engine: 'sqlite', ...(await describeFile(target, DATABASE_FILE)), ...facts };
}

/** Throws unless `PRAGMA integrity_check` finds nothing wrong. */
function assertIntact(database: DatabaseSync, what: string): void {
  const rows = database.prepare('PRAGMA integrity_check').all() as { integrity_check: string }[];
  const problems = rows.map((row) => row.integrity_check).filter((line) => line !== 'ok');
  if (problems.length > 0 || rows.length === 0) {
    throw new BackupError(
      `The database in ${what} fails its integrity check: ${problems.slice(0, 5).join('; ')}`,
    );
  }
}

/** Every finished file under `root`: a store's half-written `.partial` files are left out. */
async function listFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  return entries
    .filter((entry) => entry.isFile() && !/\.partial(\.type)?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

async function copyFolder(from: string, intoRoot: string, name: Folder): Promise<BackedUpFile[]> {
  const copied: BackedUpFile[] = [];
  for (const relative of await listFiles(from)) {
    const target = path.join(intoRoot, name, relative);
    await mkdir(path.dirname(target), { recursive: true });
    try {
      await copyFile(path.join(from, relative), target);
    } catch (error) {
      // Deleted by the server since it was listed (a scenery image removed): nothing to keep.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    copied.push(await describeFile(target, `${name}/${relative.split(path.sep).join('/')}`));
  }
  return copied;
}

async function describeFile(file: string, name: string): Promise<BackedUpFile> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return { path: name, bytes: (await stat(file)).size, sha256: hash.digest('hex') };
}

/** Reads a backup's manifest and checks every file and the database against it. */
export async function verifyBackup(folder: string): Promise<Manifest> {
  const manifestFile = path.join(folder, MANIFEST_FILE);
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Manifest;
  } catch {
    throw new BackupError(
      `${folder} is not a finished backup: ${MANIFEST_FILE} is missing or unreadable`,
    );
  }
  if (manifest.format !== 1 || !manifest.database || !Array.isArray(manifest.files)) {
    throw new BackupError(`${manifestFile} is not a backup manifest this version reads`);
  }
  for (const expected of [manifest.database, ...manifest.files]) {
    const file = path.join(folder, ...expected.path.split('/'));
    if (!path.resolve(file).startsWith(path.resolve(folder) + path.sep)) {
      throw new BackupError(`${manifestFile} names a file outside the backup: ${expected.path}`);
    }
    const found = await describeFile(file, expected.path).catch(() => null);
    if (!found) throw new BackupError(`The backup is missing ${expected.path}`);
    if (found.bytes !== expected.bytes || found.sha256 !== expected.sha256) {
      throw new BackupError(`${expected.path} in the backup is not the file that was backed up`);
    }
  }
  const copy = new DatabaseSync(path.join(folder, DATABASE_FILE), { readOnly: true });
  try {
    assertIntact(copy, folder);
  } finally {
    copy.close();
  }
  return manifest;
}

/**
 * Throws unless no process has the database open: leaving WAL mode needs the only connection,
 * so it fails at once while a server (or any other program) holds the file.
 */
function assertNotInUse(file: string): void {
  const database = new DatabaseSync(file);
  try {
    database.exec('PRAGMA busy_timeout = 0');
    const mode = database.prepare('PRAGMA journal_mode = DELETE').get() as { journal_mode: string };
    if (mode.journal_mode !== 'delete') throw new Error('still in WAL mode');
  } catch {
    throw new BackupError(
      `${file} is in use: stop the server (and anything else using the database) before restoring`,
    );
  } finally {
    database.close();
  }
}

export interface RestoreResult {
  manifest: Manifest;
  /** Where the data the restore replaced was moved, if there was any. */
  setAside: string | null;
  notes: string[];
}

/**
 * Puts a verified backup in place under DATA_DIR. Existing data is only replaced with `force`, and
 * only while nothing has the database open; it is moved aside (never deleted) first.
 */
export async function restoreBackup(
  config: Config,
  folder: string,
  options: { force?: boolean; now?: Date } = {},
): Promise<RestoreResult> {
  if (config.DATABASE_URL) throw new BackupError(POSTGRES_REFUSAL);
  const from = path.resolve(folder);
  const manifest = await verifyBackup(from);
  const dataDir = path.resolve(config.DATA_DIR);
  const notes: string[] = [];
  if (manifest.originals === 's3-bucket') {
    notes.push(
      'The backup has no originals: they are in the S3 bucket (restore a bucket version if they were lost).',
    );
  } else if (config.S3_BUCKET) {
    notes.push(
      'S3_BUCKET is set, so the server reads originals from the bucket: the originals restored to DATA_DIR/originals are only used without it.',
    );
  }
  const database = path.join(dataDir, DATABASE_FILE);
  const existing = [DATABASE_FILE, ...FOLDERS].filter((name) =>
    existsSync(path.join(dataDir, name)),
  );
  let setAside: string | null = null;
  if (existing.length > 0) {
    if (!options.force) {
      throw new BackupError(
        `${dataDir} already holds data (${existing.join(', ')}): run again with --force to replace it (it is moved aside, not deleted)`,
      );
    }
    if (existsSync(database)) assertNotInUse(database);
    setAside = path.join(dataDir, `replaced-${stamp(options.now ?? new Date())}`);
    await mkdir(setAside, { recursive: true });
    for (const name of [
      DATABASE_FILE,
      `${DATABASE_FILE}-wal`,
      `${DATABASE_FILE}-shm`,
      `${DATABASE_FILE}-journal`,
      ...FOLDERS,
    ]) {
      if (existsSync(path.join(dataDir, name))) {
        await rename(path.join(dataDir, name), path.join(setAside, name));
      }
    }
  }
  await mkdir(dataDir, { recursive: true });
  // The files first, under a temporary name each, then the database: a restore cut short never
  // leaves a database whose pictures are not there yet.
  for (const file of manifest.files) {
    const target = path.join(dataDir, ...file.path.split('/'));
    await mkdir(path.dirname(target), { recursive: true });
    await copyFile(path.join(from, ...file.path.split('/')), `${target}.restoring`);
    await rename(`${target}.restoring`, target);
  }
  await copyFile(path.join(from, DATABASE_FILE), `${database}.restoring`);
  await rename(`${database}.restoring`, database);
  return { manifest, setAside, notes };
}
