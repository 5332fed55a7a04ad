import path from 'node:path';
import { ConfigError, loadConfig } from '#server/config.ts';
import { BackupError, createBackup, restoreBackup } from './backup.ts';

const USAGE = `Usage:
  npm run backup [-- <folder>]            back up DATA_DIR into <folder>/backup-<time>
                                          (default: BACKUP_DIR, else DATA_DIR/backups)
  npm run restore -- <backup folder> [--force]
                                          put a backup in place under DATA_DIR (stop the server
                                          first; --force replaces existing data, moved aside)`;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** `backup [folder]` or `restore <folder> [--force]`: what the npm scripts run. */
async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  const force = rest.includes('--force');
  const args = rest.filter((arg) => arg !== '--force');
  if (args.some((arg) => arg.startsWith('-')) || args.length > 1) throw new BackupError(USAGE);
  const config = loadConfig();
  if (command === 'backup') {
    const into = args[0] ?? process.env.BACKUP_DIR ?? undefined;
    const { folder, manifest, notes } = await createBackup(config, into ? { into } : {});
    const { database, files } = manifest;
    const originals = files.filter((file) => file.path.startsWith('originals/'));
    const uploads = files.filter((file) => file.path.startsWith('uploads/'));
    const total = (list: typeof files) => list.reduce((sum, file) => sum + file.bytes, 0);
    console.log(`Backup written to ${folder}`);
    console.log(
      `  database: ${megabytes(database.bytes)}, ${database.pageCount} pages, ${database.rows.orders} orders (${database.rows.paidOrders} paid), integrity ok`,
    );
    if (manifest.originals === 'included') {
      console.log(`  originals: ${originals.length} files, ${megabytes(total(originals))}`);
    }
    console.log(`  public pictures: ${uploads.length} files, ${megabytes(total(uploads))}`);
    for (const note of notes) console.log(note);
    return;
  }
  if (command === 'restore') {
    const folder = args[0];
    if (!folder) throw new BackupError(USAGE);
    const { manifest, setAside, notes } = await restoreBackup(config, folder, { force });
    console.log(
      `Restored the backup of ${manifest.createdAt} into ${path.resolve(config.DATA_DIR)}: ${manifest.database.rows.orders} orders (${manifest.database.rows.paidOrders} paid), ${manifest.files.length} files, every file and the database checked`,
    );
    if (setAside) console.log(`The data it replaced was moved to ${setAside}`);
    for (const note of notes) console.log(note);
    console.log('Start the server as usual.');
    return;
  }
  throw new BackupError(USAGE);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  // Our own refusals and configuration errors are said as they are; they never hold a secret.
  if (error instanceof BackupError || error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Backup or restore failed:', error instanceof Error ? error.message : error);
  }
  process.exitCode = 1;
});
