import { type Certificates, OAuth2Client } from 'google-auth-library';
import type { SocialIdentity, SocialVerifier } from './types.ts';

const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

/**
 * Verifies a Google ID token server-side with google-auth-library: signature against Google's
 * published certificates, audience (our client id), issuer and expiry. `certificates` can be given
 * (tests sign their own tokens); by default the library fetches and caches Google's.
 */
export function googleVerifier(
  clientId: string,
  certificates?: () => Promise<Certificates>,
): SocialVerifier {
  const client = new OAuth2Client({ clientId });
  const certs = certificates ?? (async () => (await client.getFederatedSignonCertsAsync()).certs);
  return {
    async verify(idToken: string): Promise<SocialIdentity> {
      const ticket = await client.verifySignedJwtWithCertsAsync(
        idToken,
        await certs(),
        clientId,
        GOOGLE_ISSUERS,
      );
      const payload = ticket.getPayload();
      if (!payload?.sub) throw new Error('Google token without a subject');
      return {
        id: payload.sub,
        ...(payload.email && payload.email_verified ? { email: payload.email.toLowerCase() } : {}),
        ...(payload.name ? { name: payload.name } : {}),
        ...(payload.picture ? { picture: payload.picture } : {}),
      };
    },
  };
}
