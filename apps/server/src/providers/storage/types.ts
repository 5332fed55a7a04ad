import type { Readable } from 'node:stream';

/** A stored object as it is read back: its bytes as a stream, and how many there are. */
export interface StoredObject {
  body: Readable;
  size: number;
  contentType: string;
}

/**
 * Private storage of originals (the operator's full-resolution photographs). Nothing in it is
 * served directly: a visitor reaches an object only through a signed, short-lived link.
 */
export interface ObjectStore {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object, or null when there is none under that key. */
  get(key: string): Promise<StoredObject | null>;
  has(key: string): Promise<boolean>;
  /** Removes the object; removing one that is not there is not an error. */
  remove(key: string): Promise<void>;
}

/** Keys are relative paths of safe characters: no `..`, no leading slash. */
export function isSafeKey(key: string): boolean {
  return /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i.test(key) && !key.includes('..');
}
