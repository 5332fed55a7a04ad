import type { LoginData, Visitor } from '@scenic/contracts';
import type { Db } from '#server/db/database.ts';
import { AppError } from '#server/lib/errors.ts';
import type { VisitorRow } from '#server/modules/auth/tables.ts';
import type { SocialVerifier } from '#server/providers/social/types.ts';
import type { Destination, LoginCodes } from './codes.ts';
import * as repo from './repository.ts';
import type { Sessions } from './sessions.ts';

export function toVisitor(row: VisitorRow): Visitor {
  const phone = row.phone ?? '';
  return {
    id: row.id,
    nickname: row.nickname,
    avatar: row.avatar,
    areaCode: row.area_code,
    phone:
      row.area_code && phone.startsWith(row.area_code) ? phone.slice(row.area_code.length) : phone,
    email: row.email ?? '',
    createdAt: row.created_at,
  };
}

export interface AuthServiceDeps {
  db: Db;
  codes: LoginCodes;
  sessions: Sessions;
  google: SocialVerifier | undefined;
  facebook: SocialVerifier | undefined;
  now?: () => number;
}

/** Signing in: by a code, or by Google / Facebook; a first sign-in creates the account. */
export function createAuthService(deps: AuthServiceDeps) {
  const now = () => new Date((deps.now ?? Date.now)()).toISOString();

  async function session(visitor: VisitorRow): Promise<LoginData> {
    return { token: await deps.sessions.create(visitor.id), user: toVisitor(visitor) };
  }

  async function social(
    verifier: SocialVerifier | undefined,
    token: string,
    key: 'google_sub' | 'facebook_id',
  ): Promise<LoginData> {
    if (!verifier) throw new AppError('socialDisabled');
    let identity: Awaited<ReturnType<SocialVerifier['verify']>>;
    try {
      identity = await verifier.verify(token);
    } catch {
      throw new AppError('socialInvalid');
    }
    const owner = identity.email
      ? await repo.findVisitorByEmail(deps.db, identity.email)
      : undefined;
    // A Google address is verified by Google: it signs in the visitor who registered it.
    if (key === 'google_sub' && owner && !owner.google_sub) {
      await repo.linkGoogle(deps.db, owner.id, identity.id);
    }
    const visitor = await repo.findOrCreateVisitor(
      deps.db,
      key,
      identity.id,
      {
        nickname: identity.name ?? '',
        avatar: identity.picture ?? '',
        // The address joins a new account only when no other account has it.
        ...(identity.email && !owner ? { email: identity.email } : {}),
      },
      now(),
    );
    return session(visitor);
  }

  return {
    async loginWithCode(destination: Destination, code: string): Promise<LoginData> {
      await deps.codes.verify(destination, code);
      const visitor =
        destination.type === 'phone'
          ? await repo.findOrCreateVisitor(
              deps.db,
              'phone',
              `${destination.areaCode}${destination.phone}`,
              { area_code: destination.areaCode },
              now(),
            )
          : await repo.findOrCreateVisitor(deps.db, 'email', destination.email, {}, now());
      return session(visitor);
    },
    loginWithGoogle: (credential: string) => social(deps.google, credential, 'google_sub'),
    loginWithFacebook: (accessToken: string) => social(deps.facebook, accessToken, 'facebook_id'),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
