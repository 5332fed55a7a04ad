import { describe, expect, it } from 'vitest';
import { findInputProblem, isPlainText, MAX_INPUT_DEPTH } from './text.ts';

describe('plain text', () => {
  it('accepts what visitors type: any script, emoji, line breaks and tabs', () => {
    for (const text of [
      'Bukit Awan',
      '雨林一日游',
      'Terima kasih! 😀🌧️',
      'line\nbreak\r\n\ttab',
      '',
    ]) {
      expect([text, isPlainText(text)]).toEqual([text, true]);
    }
  });

  it('refuses NUL and other control characters, and lone surrogates', () => {
    const bad = [
      'a\u0000b',
      'bell\u0007',
      'esc\u001b[31m',
      'del\u007f',
      'x\ud800y',
      'x\udc00',
      'end\ud83d',
    ];
    for (const text of bad) expect([text, isPlainText(text)]).toEqual([text, false]);
  });
});

describe('request input', () => {
  it('finds a bad character anywhere: values, nested values and keys', () => {
    expect(findInputProblem({ note: 'fine', items: [{ name: 'ok' }] })).toBeNull();
    expect(findInputProblem({ items: [{ name: 'a\u0000' }] })).toBe('textInvalidCharacters');
    expect(findInputProblem({ 'key\u0000': 1 })).toBe('textInvalidCharacters');
    expect(findInputProblem(['\ud800'])).toBe('textInvalidCharacters');
  });

  it('refuses nesting deeper than the calls need, however deep, without running out of stack', () => {
    let shallow: unknown = 'x';
    for (let depth = 0; depth < MAX_INPUT_DEPTH; depth++) shallow = [shallow];
    expect(findInputProblem(shallow)).toBeNull();
    expect(findInputProblem([shallow])).toBe('inputTooDeep');
    const deep = JSON.parse(`${'['.repeat(200_000)}${']'.repeat(200_000)}`);
    expect(findInputProblem(deep)).toBe('inputTooDeep');
  });
});
