import { describe, expect, it } from 'vitest';
import accountEn from './account/en.json';
import accountMa from './account/ma.json';
import accountZh from './account/zh.json';
import en from './en.json';
import goodsEn from './goods/en.json';
import goodsMa from './goods/ma.json';
import goodsZh from './goods/zh.json';
import ma from './ma.json';
import ordersEn from './orders/en.json';
import ordersMa from './orders/ma.json';
import ordersZh from './orders/zh.json';
import sceneryEn from './scenery/en.json';
import sceneryMa from './scenery/ma.json';
import sceneryZh from './scenery/zh.json';
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

/** Each namespace: the start-up texts, and the account pages' texts loaded with those pages. */
const namespaces = {
  translation: { zh, en, ma },
  account: { zh: accountZh, en: accountEn, ma: accountMa },
  orders: { zh: ordersZh, en: ordersEn, ma: ordersMa },
  goods: { zh: goodsZh, en: goodsEn, ma: goodsMa },
  scenery: { zh: sceneryZh, en: sceneryEn, ma: sceneryMa },
} as Record<string, Record<string, Tree>>;

describe('translations', () => {
  for (const [namespace, resources] of Object.entries(namespaces)) {
    const all = [...new Set(Object.values(resources).flatMap((tree) => keys(tree)))].sort();
    const english = resources.en as Tree;
    for (const [locale, tree] of Object.entries(resources)) {
      it(`${namespace}: ${locale} has every key, none empty`, () => {
        const own = keys(tree);
        expect(all.filter((key) => !own.includes(key))).toEqual([]);
        expect(own.filter((key) => valueAt(tree, key).trim() === '')).toEqual([]);
      });

      it(`${namespace}: ${locale} keeps the placeholders of English`, () => {
        for (const key of keys(english)) {
          expect([locale, key, placeholders(valueAt(tree, key))]).toEqual([
            locale,
            key,
            placeholders(valueAt(english, key)),
          ]);
        }
      });
    }
  }

  it('carries the texts the spec names', () => {
    expect(zh.request.loading).toBe('加载中...');
    expect(en.request.loading).toBe('Loading...');
    expect(en.home.bookNow).toBe('Book Now');
    expect(en.home.viewMore).toBe('View More');
    expect(en.home.weatherText).toBe(
      'If it rains heavily on your visit day, you can reschedule your visit date',
    );
    expect(accountEn.contact.success).toBe('Submission successful');
    expect(accountZh.contact.success).toBe('提交成功');
    expect(accountMa.contact.success).toBe('Berjaya dihantar');
  });
});
