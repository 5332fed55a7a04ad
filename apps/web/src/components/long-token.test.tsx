import { describe, expect, it } from 'vitest';
import { render } from '#web/test/render.tsx';
import { LongToken, tokenParts } from './long-token';

describe('a long token wraps at its seams', () => {
  it('splits an e-mail after "@" and before its dots', () => {
    expect(tokenParts('support@bukitawan.example')).toEqual(['support@', 'bukitawan', '.example']);
  });

  it('splits a web address after slashes and before its query', () => {
    expect(tokenParts('bukitawan.example/visit?day=1')).toEqual([
      'bukitawan',
      '.example/',
      'visit',
      '?day',
      '=1',
    ]);
  });

  it('leaves an order number whole', () => {
    expect(tokenParts('T26112361589240')).toEqual(['T26112361589240']);
  });

  it('renders the same text with break points between the parts', async () => {
    const view = await render(<LongToken text="support@bukitawan.example" />);
    const token = view.querySelector('.long-token');
    expect(token?.textContent).toBe('support@bukitawan.example');
    expect(token?.querySelectorAll('wbr')).toHaveLength(2);
  });
});
