import { getDefaultConfig } from 'antd-mobile/es/components/config-provider';
import Stepper from 'antd-mobile/es/components/stepper';
import { base } from 'antd-mobile/es/locales/base';
import msMY from 'antd-mobile/es/locales/ms-MY';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { changeLocale, initI18n } from '#web/lib/i18n.ts';
import { kitLocaleMa } from '#web/lib/kit-locale-ma.ts';
import { render } from '#web/test/render.tsx';
import { KitConfig } from './kit-config';

/** Every leaf of a locale object as `path` → value. */
function leaves(value: unknown, path = ''): Map<string, unknown> {
  const found = new Map<string, unknown>();
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [leaf, text] of leaves(child, path ? `${path}.${key}` : key))
        found.set(leaf, text);
    }
  } else {
    found.set(path, value);
  }
  return found;
}

const placeholders = (text: unknown) =>
  [...String(text).matchAll(/\$\{\w+\}/g)].map((m) => m[0]).sort();

describe('the kit’s Malay locale', () => {
  const english = leaves(base);
  const malay = leaves(kitLocaleMa);

  it('has every key of the kit’s locale and no other', () => {
    expect([...malay.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('translates every text, keeping the kit’s placeholders', () => {
    for (const [key, text] of english) {
      if (key === 'locale' || key === 'Dialog.ok' || key === 'Modal.ok') continue;
      expect([key, malay.get(key)]).not.toEqual([key, text]);
      expect([key, placeholders(malay.get(key))]).toEqual([key, placeholders(text)]);
    }
    expect((kitLocaleMa.Calendar.markItems as string[]).length).toBe(7);
  });

  it('covers what the kit’s own ms-MY has (a key it adds shows up here first)', () => {
    expect([...malay.keys()].sort()).toEqual([...leaves(msMY).keys()].sort());
  });
});

describe('the kit follows the interface language', () => {
  it('names the stepper’s buttons in the visitor’s language, inside and outside the tree', async () => {
    await initI18n('en');
    const view = await render(
      <KitConfig>
        <Stepper defaultValue={1} />
      </KitConfig>,
    );
    const names = () =>
      [...view.querySelectorAll('button')].map((button) => button.getAttribute('aria-label'));
    expect(names()).toEqual(['decrease', 'increase']);
    expect(getDefaultConfig().locale.Mask.name).toBe('Mask');

    await act(async () => changeLocale('ma'));
    expect(names()).toEqual(['kurangkan', 'tambah']);
    expect(getDefaultConfig().locale.common.close).toBe('Tutup');

    await act(async () => changeLocale('zh'));
    expect(names()).toEqual(['减少', '增加']);
    expect(getDefaultConfig().locale.common.close).toBe('关闭');
    await act(async () => changeLocale('en'));
  });
});
