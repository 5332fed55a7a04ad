import { defineConfig } from 'vitest/config';

/**
 * `npm run test:unit`: contracts, server (on every configured database engine), demo content, web
 * and console units, and the repository's architecture checks (scripts/architecture).
 */
export default defineConfig({
  test: {
    projects: [
      'packages/contracts',
      'apps/server',
      'packages/demo-content',
      'apps/web',
      'apps/console',
      'scripts',
    ],
  },
});
