import type { Migration } from 'kysely/migration';
import * as content from './0001-content.ts';

/** Every migration in order. Add new ones at the end; never edit one that has shipped. */
export const migrations: Record<string, Migration> = {
  '0001-content': content,
};
