import { describe, expect, it } from 'vitest';
import en from './en.json';
import ma from './ma.json';
import zh from './zh.json';

function leaves(tree: object, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [inner, text] of leaves(value, path)) found.set(inner, text);
  }
  return found;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('the console speaks zh, en and ma alike', () => {
  const english = leaves(en);
  for (const [name, texts] of [
    ['zh', leaves(zh)],
    ['ma', leaves(ma)],
  ] as const) {
    it(`${name} has every English text, with the same placeholders, and nothing empty`, () => {
      expect([...texts.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, text] of english) {
        expect(text.trim(), key).not.toBe('');
        expect(placeholders(texts.get(key) ?? ''), key).toEqual(placeholders(text));
      }
    });
  }
});
