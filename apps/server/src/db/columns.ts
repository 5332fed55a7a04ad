import type { Generated } from 'kysely';

/** A table's own number, given by the database. */
export type Id = Generated<number>;
/** JSON of a `LocalizedText` ({zh, en, ma}). */
export type LocalizedJson = string;
