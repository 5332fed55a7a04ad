import type { TicketListItem } from '@scenic/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '#web/lib/query-client.ts';
import { api } from '#web/test/api.ts';
import { waitFor } from '#web/test/render.tsx';
import { asked, server } from '#web/test/server.ts';
import { prefetchFirstPage, splitHash } from './prefetch';

// The pages' code is asked for too; what it is does not matter here.
const pagesLoaded = vi.hoisted(() => new Set<string>());
vi.mock('#web/features/home/home-page.tsx', () => {
  pagesLoaded.add('home');
  return { default: () => null };
});
vi.mock('#web/features/tickets/ticket-list-page.tsx', () => {
  pagesLoaded.add('ticket list');
  return { default: () => null };
});
vi.mock('#web/features/tickets/ticket-detail-page.tsx', () => {
  pagesLoaded.add('ticket detail');
  return { default: () => null };
});

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map(
    (link) => ({
      href: link.getAttribute('href'),
      srcset: link.getAttribute('imagesrcset'),
      sizes: link.getAttribute('imagesizes'),
      priority: link.getAttribute('fetchpriority'),
    }),
  );

beforeEach(() => {
  server.use(
    // Only what the prefetch reads of a ticket.
    api.on('/index/index/ticketInfo', {
      id: 7,
      cover: '/uploads/demo/cover.webp',
      images: ['/uploads/demo/a.webp'],
    }),
    api.on<TicketListItem[]>('/index/index/ticketList', [
      {
        id: 3,
        cover: '/uploads/demo/day-pass.webp',
        name: 'Day pass',
        intro: '',
        price: '45.00',
        tags: [],
      },
      {
        id: 4,
        cover: '/uploads/demo/night.webp',
        name: 'Night safari',
        intro: '',
        price: '60.00',
        tags: [],
      },
    ]),
  );
});

afterEach(() => {
  queryClient.clear();
  for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
});

describe('splitHash', () => {
  it('reads the route and its query from a hash address', () => {
    expect(splitHash('').path).toBe('/');
    expect(splitHash('#/').path).toBe('/');
    expect(splitHash('#/?from=app').path).toBe('/');
    expect(splitHash('#/ticket/').path).toBe('/ticket');
    const detail = splitHash('#/ticket/detail?id=12&from=home');
    expect(detail.path).toBe('/ticket/detail');
    expect(detail.params.get('id')).toBe('12');
  });
});

describe('prefetchFirstPage', () => {
  it('asks for the home content and preloads the first banner at the width its img takes', async () => {
    prefetchFirstPage('#/', 'en');
    await waitFor(() => (preloads().length > 0 && asked().length >= 5) || null);
    expect(asked()).toEqual(
      expect.arrayContaining([
        '/api/index/index/indexData',
        '/api/index/index/getBanner',
        '/api/index/index/getScenic',
      ]),
    );
    const [banner] = preloads();
    expect(banner?.href).toBe('/uploads/demo/b1.webp');
    expect(banner?.srcset).toContain('/uploads/demo/b1.webp?w=360 360w');
    expect(banner?.sizes).toBe('100vw');
    expect(banner?.priority).toBe('high');
    expect(pagesLoaded.has('home')).toBe(true);
  });

  it('asks for the ticket list and preloads the first ticket’s cover only', async () => {
    prefetchFirstPage('#/ticket', 'en');
    await waitFor(() => (preloads().length > 0 && asked().length >= 3) || null);
    expect(asked().some((url) => url.startsWith('/api/index/index/ticketList'))).toBe(true);
    expect(asked()).not.toContain('/api/index/index/indexData');
    expect(preloads()).toEqual([
      {
        href: '/uploads/demo/day-pass.webp',
        srcset: expect.stringContaining('/uploads/demo/day-pass.webp?w=720 720w'),
        sizes: '100vw',
        priority: 'high',
      },
    ]);
    expect(pagesLoaded.has('ticket list')).toBe(true);
  });

  it('asks for a ticket with the header’s calls and preloads its first photo', async () => {
    prefetchFirstPage('#/ticket/detail?id=7', 'en');
    await waitFor(() => (preloads().length > 0 && asked().length >= 3) || null);
    expect(asked().some((url) => url.startsWith('/api/index/index/ticketInfo?id=7'))).toBe(true);
    expect(asked()).toContain('/api/index/index/getScenic');
    expect(asked()).not.toContain('/api/index/index/indexData');
    expect(preloads()[0]?.href).toBe('/uploads/demo/a.webp');
    expect(pagesLoaded.has('ticket detail')).toBe(true);
  });

  it("starts no request in the entry's own task, so that task stays short", async () => {
    prefetchFirstPage('#/', 'en');
    expect(asked()).toEqual([]);
    await waitFor(() => (asked().length >= 5 && preloads().length > 0) || null);
  });

  it('asks for nothing a page would not: a bad ticket id, another route', async () => {
    prefetchFirstPage('#/ticket/detail?id=abc', 'en');
    prefetchFirstPage('#/my', 'en');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked().filter((url) => !/getScenic|getWeather/.test(url))).toEqual([]);
    expect(preloads()).toEqual([]);
  });
});
