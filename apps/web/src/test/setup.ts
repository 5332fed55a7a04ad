import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { unmountAll } from './render';
import { endTest, listen, server } from './server';
import { toast } from './toast';

// React's act() warns unless the environment says tests drive it.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// jsdom does not scroll; the kept pages' scroll memory calls it on every navigation.
window.scrollTo = () => {};
// Nor does it scroll elements; antd-mobile's calendar scrolls its month into view.
Element.prototype.scrollIntoView ??= () => {};

// One stand-in for the toasts in every test (see ./toast.ts for what a test reads of them).
vi.mock('#web/lib/toast.ts', () => ({
  showToast: vi.fn(),
  showLoading: vi.fn(),
  hideLoading: vi.fn(),
}));

// Requests are answered by the mock API in ./server.ts; one it does not know fails the test.
beforeAll(() => listen());
afterAll(() => server.close());

beforeEach(() => {
  toast.showToast.mockClear();
  toast.showLoading.mockClear();
  toast.hideLoading.mockClear();
});

afterEach(async () => {
  await unmountAll();
  localStorage.clear();
  sessionStorage.clear();
  endTest();
});
