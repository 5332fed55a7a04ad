import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'demo-content',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['../../apps/server/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
