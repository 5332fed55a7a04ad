import { describe, expect, it } from 'vitest';
import { allLanguages } from './locale.ts';

describe('allLanguages', () => {
  it('reads every language of a stored text, a missing one as empty', () => {
    expect(allLanguages('{"zh":"雨林","en":"Rainforest"}')).toEqual({
      zh: '雨林',
      en: 'Rainforest',
      ma: '',
    });
    expect(allLanguages({ ma: 'Hutan' })).toEqual({ zh: '', en: '', ma: 'Hutan' });
  });

  it('reads a row with no text at all as empty in every language', () => {
    for (const stored of ['', 'null', null, undefined]) {
      expect(allLanguages(stored)).toEqual({ zh: '', en: '', ma: '' });
    }
  });
});
