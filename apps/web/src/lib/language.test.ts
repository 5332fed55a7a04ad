import { afterEach, describe, expect, it } from 'vitest';
import { changeLocale, i18n, initI18n } from './i18n';
import { initialLocale, localeFromBrowser, localeFromUrl, resolveLocale } from './language';

describe('language rules (DESIGN §3.1)', () => {
  it('reads the browser language: zh* → zh, ms* → ma, anything else → en', () => {
    expect(localeFromBrowser(['zh-CN'])).toBe('zh');
    expect(localeFromBrowser(['zh-Hant-TW', 'en'])).toBe('zh');
    expect(localeFromBrowser(['ms-MY'])).toBe('ma');
    expect(localeFromBrowser(['ms'])).toBe('ma');
    expect(localeFromBrowser(['en-GB'])).toBe('en');
    expect(localeFromBrowser(['fr-FR', 'zh-CN'])).toBe('en');
    expect(localeFromBrowser([])).toBe('en');
  });

  it('finds ?lang= before or after the hash and ignores unknown values', () => {
    expect(localeFromUrl('https://park.example/h5/?lang=ma#/')).toBe('ma');
    expect(localeFromUrl('https://park.example/h5/#/ticket?lang=zh')).toBe('zh');
    expect(localeFromUrl('https://park.example/h5/#/?id=1&lang=en')).toBe('en');
    expect(localeFromUrl('https://park.example/h5/?lang=fr#/')).toBeNull();
    expect(localeFromUrl('https://park.example/h5/#/')).toBeNull();
  });

  it('lets the stored language win over the browser', () => {
    expect(resolveLocale({ href: 'http://x/h5/#/', stored: 'zh', browser: ['en-US'] })).toBe('zh');
    expect(resolveLocale({ href: 'http://x/h5/#/', stored: null, browser: ['ms-MY'] })).toBe('ma');
    expect(resolveLocale({ href: 'http://x/h5/#/', stored: 'xx', browser: ['en'] })).toBe('en');
  });

  it('lets ?lang= in the address win over the stored language', () => {
    expect(resolveLocale({ href: 'http://x/h5/?lang=ma#/', stored: 'zh', browser: ['zh'] })).toBe(
      'ma',
    );
  });

  describe('at start-up', () => {
    afterEach(() => window.history.replaceState(null, '', '/'));

    it('stores the language of a first visit', () => {
      window.history.replaceState(null, '', '/h5/#/');
      const locale = initialLocale();
      expect(['zh', 'en', 'ma']).toContain(locale);
      expect(localStorage.getItem('lang')).toBe(locale);
    });

    it('stores a language chosen by the address', () => {
      localStorage.setItem('lang', 'zh');
      window.history.replaceState(null, '', '/h5/#/ticket?lang=ma');
      expect(initialLocale()).toBe('ma');
      expect(localStorage.getItem('lang')).toBe('ma');
    });
  });

  it('switches the interface, the stored value and <html lang> together', async () => {
    await initI18n('en');
    expect(document.documentElement.lang).toBe('en');
    expect(i18n.t('home.viewMore')).toBe('View More');
    await changeLocale('zh');
    expect(i18n.language).toBe('zh');
    expect(localStorage.getItem('lang')).toBe('zh');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(i18n.t('home.viewMore')).toBe('查看更多');
  });
});
