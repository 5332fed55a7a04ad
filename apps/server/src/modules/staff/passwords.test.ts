import { describe, expect, it } from 'vitest';
import { createPasswords } from './passwords.ts';

describe('staff password hashes', () => {
  const passwords = createPasswords(10);

  it('salts every hash and keeps its parameters beside it', async () => {
    const one = await passwords.hash('correct horse battery');
    const two = await passwords.hash('correct horse battery');
    expect(one).not.toBe(two);
    expect(one.split('$').slice(0, 4)).toEqual(['scrypt', '10', '8', '1']);
    expect(await passwords.verify('correct horse battery', one)).toBe(true);
    expect(await passwords.verify('correct horse batterY', one)).toBe(false);
    expect(await passwords.verify('correct horse battery', 'not-a-hash')).toBe(false);
  });

  it('verifies hashes of a lower cost and says they are due to be redone once the cost is raised', async () => {
    const old = await passwords.hash('kept from last year');
    const raised = createPasswords(11);
    expect(await raised.verify('kept from last year', old)).toBe(true);
    expect(raised.needsRehash(old)).toBe(true);
    expect(raised.needsRehash(await raised.hash('kept from last year'))).toBe(false);
    expect(passwords.needsRehash(old)).toBe(false);
  });

  it('treats the same password typed in another Unicode form as the same', async () => {
    const composed = await passwords.hash('caf\u00e9-password');
    expect(await passwords.verify('cafe\u0301-password', composed)).toBe(true);
  });
});
