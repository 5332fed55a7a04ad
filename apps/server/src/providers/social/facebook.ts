import { z } from 'zod';
import type { SocialIdentity, SocialVerifier } from './types.ts';

const debugTokenSchema = z.object({
  data: z.object({ is_valid: z.boolean(), app_id: z.string(), user_id: z.string() }),
});
const meSchema = z.object({
  id: z.string(),
  name: z.string().optional(),
  email: z.string().optional(),
});

export interface FacebookOptions {
  appId: string;
  appSecret: string;
  graphUrl: string;
  fetch?: typeof fetch;
}

/**
 * Facebook's token check: `debug_token` with our app's credentials says whether the visitor's token
 * is valid and was issued for our app; only then is the profile read.
 */
export function facebookVerifier(options: FacebookOptions): SocialVerifier {
  const fetcher = options.fetch ?? fetch;
  const graph = async (path: string, params: Record<string, string>) => {
    const url = new URL(`${options.graphUrl.replace(/\/$/, '')}/${path}`);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    const response = await fetcher(url, { signal: AbortSignal.timeout(5000) });
    if (!response.ok) throw new Error(`Facebook answered HTTP ${response.status}`);
    return response.json();
  };
  return {
    async verify(accessToken: string): Promise<SocialIdentity> {
      const { data } = debugTokenSchema.parse(
        await graph('debug_token', {
          input_token: accessToken,
          access_token: `${options.appId}|${options.appSecret}`,
        }),
      );
      if (!data.is_valid || data.app_id !== options.appId) {
        throw new Error('Facebook token is not valid for this app');
      }
      const me = meSchema.parse(
        await graph('me', { fields: 'id,name,email', access_token: accessToken }),
      );
      if (me.id !== data.user_id) throw new Error('Facebook token and profile disagree');
      return {
        id: me.id,
        ...(me.email ? { email: me.email.toLowerCase() } : {}),
        ...(me.name ? { name: me.name } : {}),
      };
    },
  };
}
