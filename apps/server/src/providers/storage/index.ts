import path from 'node:path';
import type { Config } from '../../config.ts';
import { localObjectStore } from './local.ts';
import type { ObjectStore } from './types.ts';

export type { ObjectStore, StoredObject } from './types.ts';

/** The configured store for originals: a private folder under DATA_DIR by default. */
export function createObjectStore(config: Config): ObjectStore {
  return localObjectStore(path.join(config.DATA_DIR, 'originals'));
}
