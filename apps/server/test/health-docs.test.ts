import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enginesUnderTest } from './engines.ts';
import { createTestApp, type TestApp } from './test-app.ts';

describe.each(enginesUnderTest())('health and API docs on $name', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => t.close());

  it('GET /api/health answers ok with the engine in use', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      code: 0,
      data: { status: 'ok', engine: engine.name, payments: 'sandbox' },
    });
  });

  it('GET /api/health says which payment provider is live', async () => {
    const live = await createTestApp(engine, {
      env: {
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_health',
        STRIPE_WEBHOOK_SECRET: 'whsec_health',
      },
    });
    try {
      const response = await live.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.json().data.payments).toBe('stripe');
    } finally {
      await live.close();
    }
  });

  it('GET /api/health says when Curlec is the live provider', async () => {
    const live = await createTestApp(engine, {
      env: {
        PAYMENT_PROVIDER: 'curlec',
        CURLEC_KEY_ID: 'rzp_test_health',
        CURLEC_KEY_SECRET: 'curlec_health_secret',
        CURLEC_WEBHOOK_SECRET: 'curlec_health_webhook',
      },
    });
    try {
      const response = await live.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.json().data.payments).toBe('curlec');
    } finally {
      await live.close();
    }
  });

  it('publishes an OpenAPI document generated from the route schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/index/index/getBanner',
        '/api/index/index/indexData',
        '/api/index/common/getWeather',
        '/api/index/index/goodList',
      ]),
    );
    const goodList = doc.paths['/api/index/index/goodList'].get;
    expect(goodList.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['kind', 'page', 'limit']),
    );
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });
});
