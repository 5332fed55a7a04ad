import { createMockServer } from '@scenic/test-kit/mock-server';
import { defaultHandlers } from './handlers';

/**
 * The mock API every web test talks to: the defaults answer what the shell and the home page ask;
 * a test adds its own with `server.use(api.on(...))`, forgotten after the test. A request no
 * handler answers fails the test. `sentTo('/index/order/list')` answers what the page sent.
 */
export const { server, listen, endTest, asked, forgetRequests, sentTo } = createMockServer(
  ...defaultHandlers,
);
