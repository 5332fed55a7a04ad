import { describe, expect, it } from 'vitest';
import { safeMarkdownUrl } from './markdown.ts';

describe('links in staff Markdown', () => {
  it('keeps https, mailto and tel addresses', () => {
    expect(safeMarkdownUrl('https://bukitawan.example/terms')).toBe(
      'https://bukitawan.example/terms',
    );
    expect(safeMarkdownUrl('mailto:support@bukitawan.example')).toBe(
      'mailto:support@bukitawan.example',
    );
    expect(safeMarkdownUrl('tel:+6092228801')).toBe('tel:+6092228801');
  });

  it('drops scripts, data, plain http, relative addresses and addresses with credentials', () => {
    for (const url of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'http://bukitawan.example',
      '/h5/#/ticket',
      'vbscript:msgbox',
      'https://user:pw@elsewhere.example/',
      'https://bukitawan.example@elsewhere.example/',
    ]) {
      expect(safeMarkdownUrl(url), url).toBe('');
    }
  });
});
