import { afterEach, describe, expect, it, vi } from 'vitest';
import { startDownload } from './download';

afterEach(() => vi.restoreAllMocks());

describe('starting a download', () => {
  it('clicks a hidden link to the file under its name and leaves nothing behind', () => {
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
      expect(document.body.contains(this)).toBe(true);
    });

    startDownload({ url: '/uploads/original/lake.jpg', fileName: 'lake.jpg' });

    expect(clicked).toHaveLength(1);
    const [link] = clicked;
    expect(link?.getAttribute('href')).toBe('/uploads/original/lake.jpg');
    expect(link?.download).toBe('lake.jpg');
    expect(link?.rel).toBe('noopener');
    expect(link?.hidden).toBe(true);
    expect(document.body.querySelector('a')).toBeNull();
  });
});
