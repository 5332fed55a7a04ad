import {
  DEFAULT_RETENTION,
  type RetentionKind,
  type RetentionSettings,
  type RetentionView,
} from '@scenic/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/database.ts';
import { startPeriodicJob } from '#server/lib/periodic-job.ts';
import type { StaffActor } from '#server/lib/staff-actor.ts';
import { type Audit, forgetAuditAddresses } from '#server/modules/audit/service.ts';
import { forgetCodeAddresses, purgeLoginCodes } from '#server/modules/auth/account.ts';
import { forgetMessageAddresses, purgeMessages } from '#server/modules/contact/retention.ts';
import * as settings from '#server/modules/settings/store.ts';
import { forgetThrottleAddresses } from '#server/modules/staff/login-throttle.ts';
import { forgetOutboxBodies } from '#server/providers/messaging/retention.ts';

const SETTING = 'privacy.retention';
const JOB = 'retention';
const DAY_MS = 86_400_000;
/** The purge runs once a day, by whichever instance claims it first. */
const RUN_EVERY_MS = DAY_MS;

export interface RetentionDeps {
  db: Db;
  audit: Audit;
  now: () => number;
  log: FastifyBaseLogger;
}

/** What one run erased, by kind of data (rows changed or deleted). */
export type Purged = Record<RetentionKind, number>;

/**
 * The PDPA's Retention principle (s10): what the park no longer needs is erased after the period
 * the operator sets. One row (`retention_run`) says when the next run is due; an instance runs it
 * only when its guarded update moved that row on, so however many instances ask at once, each
 * day's purge runs once. Every purge itself is idempotent (by date), so a run cut short is
 * finished by the next.
 */
export function createRetention(deps: RetentionDeps) {
  const { db } = deps;
  const iso = (ms: number) => new Date(ms).toISOString();

  async function periods(): Promise<RetentionSettings> {
    const stored = await settings.readSetting<Partial<RetentionSettings>>(db, SETTING);
    return { ...DEFAULT_RETENTION, ...stored };
  }

  /** Moves the due time on if it has come: true for the one caller that did. */
  async function claim(at: number): Promise<boolean> {
    const claimed = await db
      .updateTable('retention_run')
      .set({ due_at: iso(at + RUN_EVERY_MS), ran_at: iso(at) })
      .where('job', '=', JOB)
      .where('due_at', '<=', iso(at))
      .executeTakeFirst();
    return claimed.numUpdatedRows === 1n;
  }

  /** Erases what is past its period now; answers how much went. */
  async function purge(at: number): Promise<Purged> {
    const days = await periods();
    const before = (kind: RetentionKind) => iso(at - days[kind] * DAY_MS);
    const ips = before('ipAddresses');
    const purged: Purged = {
      loginCodes: await purgeLoginCodes(db, before('loginCodes')),
      outboxBodies: await forgetOutboxBodies(db, before('outboxBodies')),
      contactMessages: await purgeMessages(db, before('contactMessages')),
      ipAddresses:
        (await forgetAuditAddresses(db, ips)) +
        (await forgetCodeAddresses(db, ips)) +
        (await forgetMessageAddresses(db, ips)) +
        (await forgetThrottleAddresses(db, ips, iso(at))),
    };
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('retention_run')
        .set({ result: JSON.stringify(purged) })
        .where('job', '=', JOB)
        .execute();
      await deps.audit.record(trx, {
        staffId: null,
        action: 'privacy.retention_purged',
        target: 'retention',
        before: null,
        after: { periods: days, purged },
      });
    });
    return purged;
  }

  return {
    periods,
    claim,
    purge,

    /** Runs the purge when it is due and no other instance claimed it: null when it did not run. */
    async runIfDue(): Promise<Purged | null> {
      const at = deps.now();
      if (!(await claim(at))) return null;
      return purge(at);
    },

    async view(): Promise<RetentionView> {
      const [current, run] = await Promise.all([
        periods(),
        db.selectFrom('retention_run').selectAll().where('job', '=', JOB).executeTakeFirst(),
      ]);
      return {
        settings: current,
        lastRun: run?.ran_at
          ? { at: run.ran_at, purged: JSON.parse(run.result) as Record<string, number> }
          : null,
        // A due time already passed (never run yet) means the next check runs it: now.
        nextRunAt: run && run.due_at > iso(deps.now()) ? run.due_at : iso(deps.now()),
      };
    },

    async save(next: RetentionSettings, actor: StaffActor): Promise<RetentionView> {
      await db.transaction().execute(async (trx) => {
        const before = await settings.claimSetting<Partial<RetentionSettings>>(trx, SETTING);
        await settings.saveSetting(trx, SETTING, next);
        await deps.audit.record(trx, {
          ...actor,
          action: 'settings.retention_saved',
          target: `setting:${SETTING}`,
          before: { ...DEFAULT_RETENTION, ...before },
          after: next,
        });
      });
      return this.view();
    },
  };
}

export type Retention = ReturnType<typeof createRetention>;

/** Each instance asks every `minutes` whether the purge is due; one runs it. Stops with the server. */
export function startRetentionTimer(
  retention: Retention,
  {
    minutes,
    log,
    onClose,
  }: { minutes: number; log: FastifyBaseLogger; onClose: (stop: () => void) => void },
): void {
  startPeriodicJob({
    name: 'retention purge',
    everyMs: minutes * 60_000,
    log,
    onClose,
    run: async () => {
      const purged = await retention.runIfDue();
      if (purged) log.info({ purged }, 'retention purge done');
    },
  });
}
