import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findFixedSleeps } from './fixed-sleeps.ts';
import { listSourceFiles, repoRoot } from './import-graph.ts';

/**
 * The places where a test truly tests time, and may wait a fixed time: how many such waits each file
 * holds, and why. Anything else waits for what it expects (`vi.waitFor`, `expect.poll`, an event,
 * a locator), so it is neither slow on a fast machine nor flaky on a busy one.
 */
const TIME_UNDER_TEST: Record<string, { sleeps: number; why: string }> = {
  'apps/server/src/plugins/in-flight.test.ts': {
    sleeps: 3,
    why: 'stand-ins for slow work (two handlers, a sign-in check) still running when their client leaves',
  },
  'apps/server/src/modules/orders/live-streams.test.ts': {
    sleeps: 1,
    why: 'the deadline a stream is given to end, raced against its reads (decision 035)',
  },
  'apps/server/test/two-instances.test.ts': {
    sleeps: 1,
    why: 'lets two more sweeps of each instance (one a second) pass, to show none gives stock back twice',
  },
  'apps/server/test/database-outage.test.ts': {
    sleeps: 2,
    why: 'paces a run of requests; gives the pool time to drop connections cut under it (nothing outside shows when)',
  },
  'apps/server/src/lib/content-changes.test.ts': {
    sleeps: 1,
    why: 'gives the Redis clients time to see their connections cut (nothing outside shows when)',
  },
  'apps/web/src/app/prefetch.test.ts': {
    sleeps: 1,
    why: 'proves an absence: nothing is asked once the prefetch has had time to start',
  },
  'e2e/journeys/banners.test.ts': {
    sleeps: 1,
    why: 'proves an absence: a banner of type 1 opens nothing',
  },
};

/**
 * Fixed waits for something a test could wait for instead; written before this check, they are
 * being replaced, and this list only shrinks.
 */
const TO_REPLACE: Record<string, { sleeps: number; why: string }> = {};

describe('fixed sleeps in tests', () => {
  const testFiles = listSourceFiles().filter((file) => /\.test\.tsx?$/.test(file));
  const found = new Map(
    testFiles.map((file) => [
      file,
      findFixedSleeps(file, readFileSync(path.join(repoRoot, file), 'utf8')),
    ]),
  );

  it('are only where time is under test, or on the list to replace', () => {
    const unexpected: string[] = [];
    for (const [file, sleeps] of found) {
      const allowed = (TIME_UNDER_TEST[file] ?? TO_REPLACE[file])?.sleeps ?? 0;
      if (sleeps.length > allowed) {
        unexpected.push(...sleeps.map((sleep) => `${file}:${sleep.line}  ${sleep.text}`));
      }
    }
    expect(unexpected).toEqual([]);
  });

  it('lists each allowed file with as many sleeps as it still has', () => {
    const stale = Object.entries({ ...TIME_UNDER_TEST, ...TO_REPLACE })
      .filter(([file, { sleeps }]) => (found.get(file)?.length ?? 0) < sleeps)
      .map(([file, { sleeps }]) => `${file}: ${found.get(file)?.length ?? 0} of ${sleeps}`);
    expect(stale).toEqual([]);
  });
});

describe('the sleep finder', () => {
  const lines = (source: string) => findFixedSleeps('x.test.ts', source).map((sleep) => sleep.line);

  it('finds a timer-resolved promise, a sleep helper, node timers and Playwright', () => {
    const source = [
      'await new Promise((resolve) => setTimeout(resolve, 100));',
      "const open = new Promise((r) => setTimeout(() => r('open'), ms));",
      'const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));',
      'await pause(50);',
      "import { setTimeout as wait } from 'node:timers/promises';",
      'await wait(20);',
      'await page.waitForTimeout(300);',
      'await sleep(10);',
    ].join('\n');
    expect(lines(source)).toEqual([1, 2, 4, 6, 7, 8]);
  });

  it('leaves polls, a turn of the event loop and timers that resolve nothing alone', () => {
    const source = [
      'while (!done()) await new Promise((r) => setTimeout(r, 20));',
      'do { await sleep(50); } while (!done());',
      'await new Promise((resolve) => setTimeout(resolve, 0));',
      'setTimeout(() => socket.destroy(), 5);',
      'await vi.waitFor(() => expect(done()).toBe(true));',
    ].join('\n');
    expect(lines(source)).toEqual([]);
  });
});
