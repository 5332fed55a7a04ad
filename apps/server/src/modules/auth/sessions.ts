import { createHash, randomBytes } from 'node:crypto';
import { SESSION_DAYS } from '@scenic/contracts';
import type { Db } from '#server/db/database.ts';
import type { VisitorRow } from '#server/modules/auth/tables.ts';
import * as repo from './repository.ts';

const DAY_MS = 86_400_000;
/** A session's expiry moves forward on use, at most once an hour (one write, not one per call). */
const EXTEND_EVERY_MS = 3_600_000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Sessions are opaque random tokens held by the visitor; the database keeps only their hash.
 * They expire 30 days after last use and can be revoked (logout).
 */
export function createSessions(db: Db, now: () => number = Date.now) {
  return {
    async create(visitorId: number): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      const at = now();
      await repo.insertSession(db, {
        token_hash: hashToken(token),
        visitor_id: visitorId,
        created_at: new Date(at).toISOString(),
        last_used_at: new Date(at).toISOString(),
        expires_at: new Date(at + SESSION_DAYS * DAY_MS).toISOString(),
      });
      return token;
    },

    /** The visitor of a live session, or null for an unknown, expired or revoked token. */
    async resolve(token: string): Promise<VisitorRow | null> {
      const at = now();
      const live = await repo.findLiveSessionVisitor(
        db,
        hashToken(token),
        new Date(at).toISOString(),
      );
      if (!live) return null;
      if (at - Date.parse(live.lastUsedAt) > EXTEND_EVERY_MS) {
        await repo.extendSession(
          db,
          live.sessionId,
          new Date(at).toISOString(),
          new Date(at + SESSION_DAYS * DAY_MS).toISOString(),
        );
      }
      return live.visitor;
    },

    async revoke(token: string): Promise<void> {
      await repo.revokeSession(db, hashToken(token), new Date(now()).toISOString());
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
