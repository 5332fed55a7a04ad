/**
 * Writes a .br and a .gz file next to every compressible file of a build folder, so the server
 * sends compressed assets without compressing them on each request.
 * Usage: node scripts/precompress.ts apps/web/dist
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

const root = process.argv[2];
if (!root) {
  console.error('usage: precompress.ts <dist folder>');
  process.exit(2);
}
for await (const file of files(root)) {
  const body = await readFile(file);
  if (body.length < 1024) continue;
  await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
  await writeFile(
    `${file}.br`,
    brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
}
