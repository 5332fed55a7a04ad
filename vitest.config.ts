import { defineConfig } from 'vitest/config';

/** `npm run test:unit`: contracts, server (on every configured database engine) and web units. */
export default defineConfig({
  test: {
    projects: [
      'packages/contracts',
      'apps/server',
      'packages/demo-content',
      'apps/web',
      'apps/console',
    ],
  },
});
