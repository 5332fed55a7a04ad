import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { networkDown } from '#web/test/api.ts';
import { forgetRequests, sentTo, server } from '#web/test/server.ts';
import { toast } from '#web/test/toast.ts';

const { request, ApiError, HttpError, API_PREFIX } = await import('./request');
const { initI18n } = await import('./i18n');
await initI18n('en');

function answer(body: unknown, status = 200): Response {
  return HttpResponse.json(body as object, { status });
}

/** Every request the client makes is answered by `respond`, whatever its path. */
function answerAll(respond: () => Response | Promise<Response>) {
  server.use(http.all('/api/*', respond));
}

beforeEach(() => {
  localStorage.setItem('lang', 'en');
  window.location.hash = '#/';
});

afterEach(() => {
  vi.useRealTimers();
});

/** The first request the client made, as the server received it. */
async function sentRequest() {
  const [sent] = await sentTo();
  if (!sent) throw new Error('nothing was sent');
  const search = sent.params.toString();
  return { ...sent, url: `/api${sent.path}${search ? `?${search}` : ''}` };
}

describe('request client (SPEC §7)', () => {
  it('puts /api in front of the spec path and resolves with the whole envelope', async () => {
    answerAll(() => answer({ code: 0, msg: 'ok', data: ['a'] }));
    await expect(request('/index/index/getNoticet')).resolves.toEqual({
      code: 0,
      msg: 'ok',
      data: ['a'],
    });
    expect(API_PREFIX).toBe('/api');
    expect((await sentRequest()).url).toBe('/api/index/index/getNoticet');
  });

  it('sends the stored token, the stored language and the XMLHttpRequest marker', async () => {
    localStorage.setItem('token', 'abc');
    localStorage.setItem('lang', 'ma');
    answerAll(() => answer({ code: 0, msg: '', data: null }));
    await request('/index/index/getScenic');
    const { headers } = await sentRequest();
    expect(headers.get('token')).toBe('abc');
    expect(headers.get('langue')).toBe('ma');
    expect(headers.get('X-Requested-With')).toBe('XMLHttpRequest');
  });

  it('sends no token header when none is stored', async () => {
    answerAll(() => answer({ code: 0, msg: '', data: null }));
    await request('/index/index/getScenic');
    expect((await sentRequest()).headers.has('token')).toBe(false);
  });

  it('posts JSON bodies and puts query parameters on GET', async () => {
    answerAll(() => answer({ code: 0, msg: '', data: {} }));
    await request('/index/index/getBanner', { method: 'POST', body: { key: ['home'] } });
    const posted = await sentRequest();
    expect(posted.method).toBe('POST');
    expect(posted.body).toEqual({ key: ['home'] });
    expect(posted.headers.get('Content-Type')).toBe('application/json');

    forgetRequests();
    await request('/index/index/goodList', {
      params: { kind: 'hire', page: 2, typeId: undefined },
    });
    expect((await sentRequest()).url).toBe('/api/index/index/goodList?kind=hire&page=2');
  });

  it('shows the loading toast in the current language while a request runs, unless disabled', async () => {
    answerAll(() => answer({ code: 0, msg: '', data: null }));
    await request('/index/index/help');
    expect(toast.showLoading).toHaveBeenCalledWith('Loading...');
    expect(toast.hideLoading).toHaveBeenCalled();

    toast.showLoading.mockClear();
    answerAll(() => answer({ code: 0, msg: '', data: null }));
    await request('/index/index/help', { loading: false });
    expect(toast.showLoading).not.toHaveBeenCalled();
  });
});

describe('error catalogue (SPEC §8)', () => {
  it('rejects an HTTP status other than 200', async () => {
    answerAll(() => answer({ code: 0, msg: '', data: null }, 500));
    await expect(request('/index/index/help')).rejects.toBeInstanceOf(HttpError);
    answerAll(() => new Response(null, { status: 204 }));
    await expect(request('/index/index/help')).rejects.toMatchObject({ status: 204 });
  });

  it("toasts the server's own message when it refuses with another status", async () => {
    answerAll(() => answer({ code: 1006, msg: 'The request body is too large', data: null }, 413));
    await expect(request('/index/common/contact')).rejects.toMatchObject({
      status: 413,
      message: 'The request body is too large',
    });
    expect(toast.showToast).toHaveBeenCalledWith('The request body is too large');
  });

  it('toasts the message of a failed envelope and rejects', async () => {
    answerAll(() => answer({ code: 1003, msg: 'Not found', data: null }));
    const failure = request('/index/index/goodsDetail');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ code: 1003 });
    expect(toast.showToast).toHaveBeenCalledWith('Not found');
  });

  it('keeps what a refusal points to, and leaves to the caller the codes it shows itself', async () => {
    const waiting = { id: 7, orderNo: 'T7', kind: 'ticket' };
    answerAll(() => answer({ code: 3021, msg: 'Pay that order first', data: waiting }));
    const failure = request('/index/order/createTicketOrder', {
      method: 'POST',
      body: {},
      quietCodes: [3021],
    });
    await expect(failure).rejects.toMatchObject({ code: 3021, data: waiting });
    expect(toast.showToast).not.toHaveBeenCalled();
  });

  it('toasts 服务内部错误 when a failed envelope carries no message', async () => {
    answerAll(() => answer({ code: 1000, msg: '', data: null }));
    await expect(request('/index/index/help')).rejects.toBeInstanceOf(ApiError);
    expect(toast.showToast).toHaveBeenCalledWith('服务内部错误');
  });

  it('on 1001 also clears token, user and both carts and goes to /login', async () => {
    for (const key of ['token', 'user', 'cart', 'shopCart']) localStorage.setItem(key, 'x');
    window.location.hash = '#/order';
    answerAll(() => answer({ code: 1001, msg: 'Please log in', data: null }));
    await expect(request('/index/order/orderList')).rejects.toMatchObject({ code: 1001 });
    expect(toast.showToast).toHaveBeenCalledWith('Please log in');
    for (const key of ['token', 'user', 'cart', 'shopCart']) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(localStorage.getItem('lang')).toBe('en');
    expect(window.location.hash).toBe('#/login');
  });

  it('on 1001 for a call that ends the session, forgets it quietly and stays put', async () => {
    for (const key of ['token', 'user', 'cart', 'shopCart']) localStorage.setItem(key, 'x');
    window.location.hash = '#/my';
    answerAll(() => answer({ code: 1001, msg: 'Please log in', data: null }));
    await expect(
      request('/index/login/logout', { method: 'POST', signedOutIsFine: true }),
    ).resolves.toMatchObject({ code: 1001 });
    expect(toast.showToast).not.toHaveBeenCalled();
    for (const key of ['token', 'user', 'cart', 'shopCart']) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(window.location.hash).toBe('#/my');
  });

  it('rejects without a toast for a quiet call (the header’s weather), network errors included', async () => {
    answerAll(() => answer({ code: 1040, msg: 'No weather', data: null }));
    await expect(request('/index/common/getWeather', { quiet: true })).rejects.toBeInstanceOf(
      ApiError,
    );
    answerAll(networkDown);
    await expect(request('/index/common/getWeather', { quiet: true })).rejects.toThrow(
      'Failed to fetch',
    );
    expect(toast.showToast).not.toHaveBeenCalled();
  });

  it('says the phone is offline when a call gets no answer for lack of network, and rejects', async () => {
    answerAll(networkDown);
    await expect(request('/index/index/help')).rejects.toThrow('Failed to fetch');
    expect(toast.showToast).toHaveBeenCalledWith(
      'You are offline. Check your connection and try again.',
    );
    expect(toast.hideLoading).toHaveBeenCalled();
  });

  it('tells a visitor whose order call found no network that nothing is lost and a retry is safe', async () => {
    answerAll(networkDown);
    await expect(
      request('/index/order/createTicketOrder', {
        method: 'POST',
        body: {},
        idempotencyKey: '0f8e2c4a-1b3d-4e5f-8a9b-0c1d2e3f4a5b',
      }),
    ).rejects.toThrow('Failed to fetch');
    expect(toast.showToast).toHaveBeenCalledWith(
      'Your phone is offline, so the order has not gone through yet. Your cart and details are kept: try again when you are back online, and it will not be ordered twice.',
    );
  });

  it('says offline for any failure while the phone reports no network', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    // A failure that is no network error (Safari's words): only a fetch of its own can give it.
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('Load failed'));
    await expect(request('/index/index/help')).rejects.toThrow('Load failed');
    expect(toast.showToast).toHaveBeenCalledWith(
      'You are offline. Check your connection and try again.',
    );
    vi.restoreAllMocks();
  });

  it('sends the Idempotency-Key a call that places an order gives, and none otherwise', async () => {
    answerAll(() => answer({ code: 0, msg: '', data: {} }));
    await request('/index/order/createTicketOrder', {
      method: 'POST',
      body: {},
      idempotencyKey: 'abcdefghijklmnop',
    });
    expect((await sentRequest()).headers.get('Idempotency-Key')).toBe('abcdefghijklmnop');
    forgetRequests();
    await request('/index/index/help');
    expect((await sentRequest()).headers.has('Idempotency-Key')).toBe(false);
  });

  it('gives up after 30000 ms with a timeout message', async () => {
    vi.useFakeTimers();
    // The server never answers.
    answerAll(() => new Promise<Response>(() => {}));
    const pending = request('/index/index/help');
    const settled = pending.catch((error: Error) => error);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(toast.showToast).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const error = await settled;
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('The request timed out after 30000 ms');
    expect(toast.showToast).toHaveBeenCalledWith('The request timed out after 30000 ms');
  });
});
