import { createMockServer } from '@scenic/test-kit/mock-server';

/**
 * The mock API every console test talks to, with no answers of its own: a test adds its own with
 * `server.use(api.on(...))`, forgotten after the test. A request no handler answers fails the test.
 * `sentTo('/console/orders/refund')` answers what the screen sent.
 */
export const { server, listen, endTest, asked, forgetRequests, sentTo } = createMockServer();
