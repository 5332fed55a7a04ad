import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-errors.ts';

const withCode = (message: string, fields: Record<string, unknown>) =>
  Object.assign(new Error(message), fields);

describe('which database failures ask the visitor to try again', () => {
  it('counts a lost, refused or slow database as unavailable', () => {
    for (const error of [
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      withCode('connect ECONNREFUSED 127.0.0.1:5432', { code: 'ECONNREFUSED' }),
      withCode('terminating connection due to administrator command', { code: '57P01' }),
      withCode('the database system is starting up', { code: '57P03' }),
      withCode('sorry, too many clients already', { code: '53300' }),
      withCode('canceling statement due to statement timeout', { code: '57014' }),
      withCode('could not serialize access', { code: '40001' }),
      withCode('database is locked', { code: 'ERR_SQLITE_ERROR', errcode: 5 }),
      withCode('database table is locked', { code: 'ERR_SQLITE_ERROR', errcode: 262 }),
      withCode('database or disk is full', { code: 'ERR_SQLITE_ERROR', errcode: 13 }),
      // A host name with an IPv4 and an IPv6 address, both refusing.
      new AggregateError([withCode('connect ECONNREFUSED ::1:5432', { code: 'ECONNREFUSED' })]),
      new Error('Migration failed', { cause: new Error('Connection terminated') }),
    ]) {
      expect(isDatabaseUnavailable(error), error.message).toBe(true);
    }
  });

  it('leaves mistakes in the call or the code as they are', () => {
    for (const error of [
      withCode('duplicate key value violates unique constraint', { code: '23505' }),
      withCode('invalid input syntax for type integer', { code: '22P02' }),
      withCode('UNIQUE constraint failed: visitor.email', {
        code: 'ERR_SQLITE_ERROR',
        errcode: 2067,
      }),
      withCode('no such table: orders', { code: 'ERR_SQLITE_ERROR', errcode: 1 }),
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      'Connection terminated',
      undefined,
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(false);
    }
  });
});
