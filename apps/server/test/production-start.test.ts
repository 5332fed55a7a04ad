import { expect, it } from 'vitest';
import { startChildServer, startFailingServer } from './child-server.ts';

// Starting up does not depend on the database engine, so these run on SQLite, like shutdown.test.ts.

it('will not start in production on the sandbox, where every visitor could pay with one tap', async () => {
  const { code, output } = await startFailingServer({ NODE_ENV: 'production', LOG_LEVEL: 'info' });
  expect(code).toBe(1);
  expect(output).toContain('PAYMENT_PROVIDER');
  expect(output).toContain('ALLOW_SANDBOX_PAYMENTS=true');
  expect(output).not.toContain('Server listening');
});

it('will not start in production on Stripe without PUBLIC_URL, and says which setting', async () => {
  const { code, output } = await startFailingServer({
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_scenic',
    STRIPE_WEBHOOK_SECRET: 'whsec_test_scenic',
  });
  expect(code).toBe(1);
  expect(output).toContain('needs PUBLIC_URL');
  expect(output).not.toContain('Server listening');
});

it('starts in production on the sandbox when told to, and says so in its log and health', async () => {
  const server = await startChildServer({ NODE_ENV: 'production', ALLOW_SANDBOX_PAYMENTS: 'true' });
  try {
    const health = await server.call('GET', '/health');
    expect(health.json.data.payments).toBe('sandbox');
    await expect
      .poll(() => server.output())
      .toContain('payments: sandbox, test payments only, no money is taken');
  } finally {
    await server.stop();
  }
});

it('starts on the sandbox without NODE_ENV=production, as `npm start` on a fresh clone does', async () => {
  const server = await startChildServer({ NODE_ENV: '' });
  try {
    expect((await server.call('GET', '/health')).json.data.payments).toBe('sandbox');
  } finally {
    await server.stop();
  }
});
