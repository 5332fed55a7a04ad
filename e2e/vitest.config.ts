import { defineConfig } from 'vitest/config';

/** Browser journeys: the built app on a real port, driven in Debian's Chromium in a phone viewport. */
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['journeys/**/*.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    testTimeout: 60_000,
    // A page's first load on a busy two-core machine can take seconds: polls wait for it.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 120_000,
    // One browser at a time: the journeys share one server and this machine has two cores.
    fileParallelism: false,
  },
});
