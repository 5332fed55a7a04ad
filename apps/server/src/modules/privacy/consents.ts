import type { PrivacyStatus } from '@scenic/contracts';
import type { Db } from '#server/db/database.ts';
import { AppError } from '#server/lib/errors.ts';
import { currentPrivacyNotice } from '#server/modules/help/reader.ts';

/**
 * Which version of the privacy notice each visitor accepted, and when (PDPA s7, Notice and
 * Choice). The notice itself is the help module's privacy policy; each publish staff mark as a new
 * version raises its number, and a signed-in visitor is asked to accept it on their next visit.
 */
export function createConsents(deps: { db: Db; now: () => number }) {
  const { db } = deps;

  async function latestAccepted(visitorId: number) {
    return db
      .selectFrom('privacy_consent')
      .select(['version', 'accepted_at'])
      .where('visitor_id', '=', visitorId)
      .orderBy('version', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  async function status(visitorId: number): Promise<PrivacyStatus> {
    const [notice, accepted] = await Promise.all([
      currentPrivacyNotice(db),
      latestAccepted(visitorId),
    ]);
    return {
      version: notice.version,
      publishedAt: notice.publishedAt,
      acceptedVersion: accepted?.version ?? null,
      acceptedAt: accepted?.accepted_at ?? null,
      needsAcceptance: notice.version > 0 && (accepted?.version ?? 0) < notice.version,
    };
  }

  return {
    status,

    /** Records that the visitor accepted `version`, which must be the one published now. */
    async accept(visitorId: number, version: number): Promise<PrivacyStatus> {
      const notice = await currentPrivacyNotice(db);
      if (notice.version === 0) throw new AppError('privacyNoticeMissing');
      if (version !== notice.version) throw new AppError('privacyNoticeOutdated');
      await db
        .insertInto('privacy_consent')
        .values({
          visitor_id: visitorId,
          version,
          accepted_at: new Date(deps.now()).toISOString(),
        })
        // Accepting twice (two tabs, a retry) keeps the first time.
        .onConflict((oc) => oc.columns(['visitor_id', 'version']).doNothing())
        .execute();
      return status(visitorId);
    },

    /** Forgets a closed account's consents: nothing is processed for it any more. */
    async forget(db2: Db, visitorId: number): Promise<void> {
      await db2.deleteFrom('privacy_consent').where('visitor_id', '=', visitorId).execute();
    },
  };
}

export type Consents = ReturnType<typeof createConsents>;
