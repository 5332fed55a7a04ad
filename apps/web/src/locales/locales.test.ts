import { describe, expect, it } from 'vitest';
import en from './en.json';
import ma from './ma.json';
import zh from './zh.json';

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] ?? '').sort();
}

function valueAt(tree: Tree, path: string): string {
  return path
    .split('.')
    .reduce<Tree | string>((node, key) => (node as Tree)[key] ?? '', tree) as string;
}

const resources = { zh, en, ma } as Record<string, Tree>;
const all = [...new Set(Object.values(resources).flatMap((tree) => keys(tree)))].sort();

describe('translations', () => {
  for (const [locale, tree] of Object.entries(resources)) {
    it(`${locale} has every key, none empty`, () => {
      const own = keys(tree);
      expect(all.filter((key) => !own.includes(key))).toEqual([]);
      expect(own.filter((key) => valueAt(tree, key).trim() === '')).toEqual([]);
    });

    it(`${locale} keeps the placeholders of English`, () => {
      for (const key of keys(en as Tree)) {
        expect([locale, key, placeholders(valueAt(tree, key))]).toEqual([
          locale,
          key,
          placeholders(valueAt(en as Tree, key)),
        ]);
      }
    });
  }

  it('carries the texts the spec names', () => {
    expect(zh.request.loading).toBe('加载中...');
    expect(en.request.loading).toBe('Loading...');
    expect(en.home.bookNow).toBe('Book Now');
    expect(en.home.viewMore).toBe('View More');
    expect(en.home.weatherText).toBe(
      'If it rains heavily on your visit day, you can reschedule your visit date',
    );
  });
});
