import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, withShellBanner } from './entry-page.ts';

const SHELL =
  '<div id="root"><template id="shell-banner"></template><script>show()</script></div>' +
  '<script type="module" crossorigin src="/h5/assets/index-Ab12.js"></script>';

describe('the entry page shell', () => {
  it('writes our banner picture into the template, with the srcset the app gives it', () => {
    const html = withShellBanner(SHELL, '/uploads/demo/banner.webp');
    const image = html.match(/<template id="shell-banner">(<img [^>]*>)<\/template>/)?.[1];
    expect(image).toContain('src="/uploads/demo/banner.webp"');
    expect(image).toContain(
      'srcset="/uploads/demo/banner.webp?w=180 180w, /uploads/demo/banner.webp?w=360 360w, ' +
        '/uploads/demo/banner.webp?w=540 540w, /uploads/demo/banner.webp?w=720 720w, ' +
        '/uploads/demo/banner.webp 1080w"',
    );
    expect(image).toContain('sizes="100vw"');
    expect(image).toContain('fetchpriority="high"');
    expect(image).toContain('width="1080" height="608"');
    // The rest of the page is as built.
    expect(html.replace(image ?? '', '')).toBe(SHELL);
  });

  it('escapes an address that would end the attribute', () => {
    const html = withShellBanner(SHELL, '/uploads/a"><script>alert(1)</script>.webp');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('/uploads/a&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;.webp');
  });

  it('leaves the page as built with no banner, or one that is not ours', () => {
    expect(withShellBanner(SHELL, undefined)).toBe(SHELL);
    expect(withShellBanner(SHELL, '')).toBe(SHELL);
    expect(withShellBanner(SHELL, 'https://elsewhere.example/banner.webp')).toBe(SHELL);
    expect(withShellBanner(SHELL, '//elsewhere.example/banner.webp')).toBe(SHELL);
    expect(withShellBanner('<title>no shell</title>', '/uploads/demo/banner.webp')).toBe(
      '<title>no shell</title>',
    );
  });

  it('hashes the inline scripts for the CSP, not the ones loaded from a file', () => {
    const expected = `'sha256-${createHash('sha256').update('show()').digest('base64')}'`;
    expect(inlineScriptHashes(SHELL)).toEqual([expected]);
    expect(inlineScriptHashes('<script src="/a.js"></script><script></script>')).toEqual([]);
  });
});
