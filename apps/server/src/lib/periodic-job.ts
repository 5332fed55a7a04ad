import type { FastifyBaseLogger } from 'fastify';
import { isDatabaseUnavailable } from './database-errors.ts';

/**
 * Runs `run` every `everyMs` on this instance (the retention purge, the e-invoice job): a run that
 * outlasts the interval is not joined by another, a database that does not answer postpones it with
 * a warning, and the timer neither keeps the process alive nor outlives the server. 0 runs none.
 */
export function startPeriodicJob(job: {
  name: string;
  everyMs: number;
  log: FastifyBaseLogger;
  onClose: (stop: () => void) => void;
  run: () => Promise<void>;
}): void {
  if (job.everyMs <= 0) return;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    job
      .run()
      .catch((error: unknown) => {
        if (isDatabaseUnavailable(error)) job.log.warn({ err: error }, `${job.name} postponed`);
        else job.log.error({ err: error }, `${job.name} failed`);
      })
      .finally(() => {
        running = false;
      });
  }, job.everyMs);
  timer.unref();
  job.onClose(() => clearInterval(timer));
}
