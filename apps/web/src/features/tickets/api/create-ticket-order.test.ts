import type { PaymentStart } from '@scenic/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type Answer, api, inTurn, networkDown, refusal } from '#web/test/api.ts';
import { sentTo, server } from '#web/test/server.ts';

const { createTicketOrder } = await import('./create-ticket-order.ts');
const { asAttempt } = await import('#web/lib/checkout-attempt.ts');
const { request } = await import('#web/lib/request.ts');
const { initI18n } = await import('#web/lib/i18n.ts');
await initI18n('en');

const placed: PaymentStart = {
  id: 7,
  orderNo: 'T2611240001',
  total: '60.00',
  expiresAt: '',
  payUrl: '/pay/x',
};

/** The order calls answer these in turn. */
function answerOrders(...answers: Answer<PaymentStart>[]) {
  server.use(
    api.post<PaymentStart>('/index/order/createTicketOrder', inTurn(...answers)),
    api.post<PaymentStart>('/index/order/createGoodsOrder', inTurn(...answers)),
  );
}

/** The Idempotency-Key each call so far was sent with. */
const keysSent = async () => (await sentTo()).map((sent) => sent.headers.get('Idempotency-Key'));

const booking = { ticketId: 1, date: '2026-12-01', items: [{ variantId: 1, quantity: 2 }] };

beforeEach(() => {
  sessionStorage.clear();
  localStorage.setItem('lang', 'en');
});

describe('a checkout attempt keeps one Idempotency-Key', () => {
  it('sends the same key again after the network dropped, and a new one after success', async () => {
    answerOrders(networkDown(), placed);
    await expect(createTicketOrder(booking)).rejects.toThrow('Failed to fetch');
    await expect(createTicketOrder(booking)).resolves.toEqual(placed);
    await createTicketOrder(booking);

    const [lost, retry, next] = await keysSent();
    expect(lost).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry).toBe(lost);
    // The order was placed: the next booking, even of the same tickets, is a new attempt.
    expect(next).toMatch(/^[0-9a-f-]{36}$/);
    expect(next).not.toBe(lost);
    // Nothing of the attempt is left behind once it succeeded.
    expect(Object.keys(sessionStorage)).toEqual([]);
  });

  it('keeps the key through a reload of the page (sessionStorage), not in the logs', async () => {
    const log = vi.spyOn(console, 'log');
    answerOrders(networkDown());
    await expect(createTicketOrder(booking)).rejects.toThrow();
    const stored = JSON.parse(sessionStorage.getItem('checkoutAttempt:ticket') ?? '{}');
    expect(stored.key).toBe((await keysSent())[0]);
    expect(log).not.toHaveBeenCalled();
    log.mockRestore();
  });

  it('makes a new key when the visitor changes what they order', async () => {
    answerOrders(networkDown());
    await expect(createTicketOrder(booking)).rejects.toThrow();
    const more = { ...booking, items: [{ variantId: 1, quantity: 3 }] };
    await expect(createTicketOrder(more)).rejects.toThrow();
    await expect(createTicketOrder(more)).rejects.toThrow();
    const [first, changed, again] = await keysSent();
    expect(changed).not.toBe(first);
    expect(again).toBe(changed);
  });

  it('keeps the key over a refusal, and forgets it when the server says it went with other contents', async () => {
    answerOrders(refusal(3001, 'Sold out'), refusal(1080, 'Other contents'), placed);
    await expect(createTicketOrder(booking)).rejects.toThrow('Sold out');
    await expect(createTicketOrder(booking)).rejects.toThrow('Other contents');
    await createTicketOrder(booking);
    const [refused, reused, fresh] = await keysSent();
    expect(reused).toBe(refused);
    expect(fresh).not.toBe(refused);
  });

  it('keeps each kind of checkout apart', async () => {
    answerOrders(networkDown());
    const food = { kind: 'food', items: [{ goods_id: 1, spec_id: 1, num: 1 }] };
    const orderFood = () =>
      asAttempt('goods-food', food, (idempotencyKey) =>
        request('/index/order/createGoodsOrder', { method: 'POST', body: food, idempotencyKey }),
      );
    await expect(orderFood()).rejects.toThrow();
    await expect(createTicketOrder(booking)).rejects.toThrow();
    await expect(orderFood()).rejects.toThrow();
    const [foodKey, ticketKey, foodAgain] = await keysSent();
    expect(ticketKey).not.toBe(foodKey);
    expect(foodAgain).toBe(foodKey);
  });
});
