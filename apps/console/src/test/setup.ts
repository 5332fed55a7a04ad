import { afterAll, afterEach, beforeAll } from 'vitest';
import { endTest, listen, server } from './server';

// The kit's components read the window's media queries, which jsdom lacks.
window.matchMedia ??= (() => ({
  matches: false,
  addListener() {},
  removeListener() {},
  addEventListener() {},
  removeEventListener() {},
})) as unknown as typeof window.matchMedia;

// Requests are answered by the mock API in ./server.ts; one it does not know fails the test.
beforeAll(() => listen());
afterAll(() => server.close());
afterEach(() => endTest());
