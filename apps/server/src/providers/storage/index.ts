import path from 'node:path';
import type { Config } from '#server/config.ts';
import { localObjectStore } from './local.ts';
import { s3ObjectStore } from './s3.ts';
import type { ObjectStore } from './types.ts';

export type { ObjectStore, StoredObject } from './types.ts';

/** The configured store for originals: a bucket when S3_BUCKET is set, else a private folder. */
export function createObjectStore(config: Config): ObjectStore {
  if (config.S3_BUCKET) {
    return s3ObjectStore({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: config.S3_SECRET_ACCESS_KEY ?? '',
      prefix: config.S3_PREFIX,
    });
  }
  return localObjectStore(path.join(config.DATA_DIR, 'originals'));
}
