import { describe, expect, it } from 'vitest';
import { guardRedirect } from './guard';
import { findRoute, ROUTES } from './route-table';

const LOGIN_ROUTES = [
  '/scene/list',
  '/scene/list/1',
  '/order',
  '/noUseList',
  '/payRecord',
  '/my/payRecord',
  '/my/giftCards',
  '/order/shopPay',
  '/order/ticketDetail',
  '/order/commonPay',
  '/order/commonDetail',
  '/order/imagePay',
  '/order/piaoju',
  '/order/imageDetail',
  '/order/dianCanDetail',
  '/order/shopDetail',
  '/order/ticketPay',
  '/order/zulinPay',
];

describe('routes (SPEC §2)', () => {
  it('has every route of the spec', () => {
    const paths = ROUTES.map((route) => route.path);
    for (const path of [
      '/',
      '/ticket',
      '/ticket/detail',
      '/shop',
      '/shop/detail',
      '/zulin/index',
      '/zulin/detail',
      '/dianCan',
      '/dianCan/detail',
      '/scene/list/:collect?',
      '/scene/detail',
      '/online/videoLive',
      '/my',
      '/my/help',
      '/about',
      '/login',
      '/index/weather',
      '/xieyi',
      '/order/createComment',
      ...LOGIN_ROUTES.filter((path) => path !== '/scene/list' && path !== '/scene/list/1'),
    ]) {
      expect(paths).toContain(path);
    }
  });

  it('keeps exactly home, /ticket, /dianCan, /order and /my', () => {
    expect(ROUTES.filter((route) => route.keep).map((route) => route.path)).toEqual([
      '/',
      '/ticket',
      '/dianCan',
      '/order',
      '/my',
    ]);
  });
});

describe('navigation guard (SPEC §2)', () => {
  it('sends a visitor without a token from each login route to /login', () => {
    for (const to of LOGIN_ROUTES) {
      expect([to, guardRedirect({ to, from: '/', hasToken: false })]).toEqual([to, '/login']);
    }
  });

  it('lets a visitor with a token through', () => {
    for (const to of LOGIN_ROUTES)
      expect(guardRedirect({ to, from: '/', hasToken: true })).toBeNull();
  });

  it('never guards open routes, /order/createComment included', () => {
    for (const to of ['/', '/ticket', '/shop/detail', '/order/createComment', '/login', '/my']) {
      expect(guardRedirect({ to, from: '/', hasToken: false })).toBeNull();
    }
  });

  it('sends a visitor coming back from /login still without a token home', () => {
    expect(guardRedirect({ to: '/order', from: '/login', hasToken: false })).toBe('/');
  });

  it('matches the optional collect parameter but not deeper paths', () => {
    expect(findRoute('/scene/list/favourites')?.path).toBe('/scene/list/:collect?');
    expect(findRoute('/scene/list/a/b')).toBeUndefined();
  });
});
