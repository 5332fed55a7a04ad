import { defineConfig } from 'vitest/config';

/** Checks over the whole repository: import cycles, fixed sleeps in tests, who queries which table. */
export default defineConfig({
  test: {
    name: 'architecture',
    root: import.meta.dirname,
    include: ['architecture/**/*.test.ts'],
    environment: 'node',
  },
});
