import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isSafeKey, type ObjectStore } from './types.ts';

/** Originals in a folder of this machine (the embedded default), outside the public uploads. */
export function localObjectStore(root: string): ObjectStore {
  const fileOf = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, body, contentType) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed, so a reader never sees half a file.
      const partial = `${file}.${process.pid}.partial`;
      await writeFile(partial, body);
      await writeFile(`${partial}.type`, contentType);
      await rename(`${partial}.type`, `${file}.type`);
      await rename(partial, file);
    },
    async get(key) {
      const file = fileOf(key);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return null;
      const contentType = await readFile(`${file}.type`, 'utf8').catch(
        () => 'application/octet-stream',
      );
      return { body: createReadStream(file), size: info.size, contentType };
    },
    async has(key) {
      const info = await stat(fileOf(key)).catch(() => null);
      return Boolean(info?.isFile());
    },
    async remove(key) {
      const file = fileOf(key);
      await rm(file, { force: true });
      await rm(`${file}.type`, { force: true });
    },
  };
}
