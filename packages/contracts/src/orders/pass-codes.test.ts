import { describe, expect, it } from 'vitest';
import { formatShortCode, normalizeShortCode, SHORT_CODE_ALPHABET } from './pass-codes.ts';

describe('short pass codes', () => {
  it('are shown in three groups', () => {
    expect(formatShortCode('K7Q4M9TD2X')).toBe('K7Q-4M9T-D2X');
  });

  it('use 32 symbols without the look-alikes I, L, O and U', () => {
    expect(new Set(SHORT_CODE_ALPHABET).size).toBe(32);
    expect(SHORT_CODE_ALPHABET).not.toMatch(/[ILOU]/);
  });

  it('read a typed code whatever the case, separators or keyboard', () => {
    for (const typed of [
      'K7Q-4M9T-D2X',
      'k7q4m9td2x',
      ' K7Q 4M9T D2X ',
      'k7q–4m9t—d2x',
      'K7Q.4M9T_D2X',
      'Ｋ７Ｑ－４Ｍ９Ｔ－Ｄ２Ｘ',
    ]) {
      expect([typed, normalizeShortCode(typed)]).toEqual([typed, 'K7Q4M9TD2X']);
    }
  });

  it('read O as 0, and I or L as 1', () => {
    expect(normalizeShortCode('OIL-4M9T-D2X')).toBe('0114M9TD2X');
    expect(normalizeShortCode('oil4m9td2x')).toBe('0114M9TD2X');
  });

  it('are none of too short, too long, or with a symbol outside the alphabet', () => {
    for (const typed of [
      'K7Q-4M9T-D2',
      'K7Q-4M9T-D2XX',
      'K7Q-4M9T-D2U',
      'K7Q+4M9T+D2X',
      '',
      '雨林',
    ]) {
      expect([typed, normalizeShortCode(typed)]).toEqual([typed, null]);
    }
  });
});
