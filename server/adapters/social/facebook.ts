import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { type SocialIdentity, SocialProviderUnavailable, SocialTokenRejected } from './errors.ts';

const debugTokenAnswer = z.object({
  data: z.object({
    is_valid: z.boolean(),
    app_id: z.union([z.string(), z.number()]).transform(String),
    user_id: z.union([z.string(), z.number()]).transform(String).optional(),
  }),
});

const profileAnswer = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  name: z.string().optional(),
  email: z.string().max(254).optional(),
});

/**
 * Checks a Facebook Login access token with the Graph API: `debug_token` (asked with our app's
 * own token) must call it valid and issued to our app, then `/me` names the person.
 */
export function createFacebookClient(options: { appId: string; appSecret: string; graphUrl: string; timeoutMs?: number }) {
  const root = options.graphUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 10_000;

  async function getJson(path: string, query: Record<string, string>): Promise<{ ok: boolean; body: unknown }> {
    const url = new URL(`${root}/${path}`);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    let response: Response;
    try {
      response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new SocialProviderUnavailable('Facebook could not be reached', { cause: error });
    }
    if (response.status >= 500) throw new SocialProviderUnavailable(`Facebook answered ${response.status}`);
    try {
      return { ok: response.ok, body: await response.json() };
    } catch (error) {
      throw new SocialProviderUnavailable('Facebook answered with something other than JSON', { cause: error });
    }
  }

  return {
    async verify(accessToken: string): Promise<SocialIdentity> {
      const debug = await getJson('debug_token', { input_token: accessToken, access_token: `${options.appId}|${options.appSecret}` });
      const checked = debugTokenAnswer.safeParse(debug.body);
      // A token from another app would let that app's owner sign in here as its users.
      if (!debug.ok || !checked.success || !checked.data.data.is_valid || checked.data.data.app_id !== options.appId) {
        throw new SocialTokenRejected('Facebook access token refused');
      }
      const profile = await getJson('me', {
        fields: 'id,name,email',
        access_token: accessToken,
        // Required when the app enables "Require App Secret"; harmless otherwise.
        appsecret_proof: createHmac('sha256', options.appSecret).update(accessToken).digest('hex'),
      });
      const person = profileAnswer.safeParse(profile.body);
      if (!profile.ok || !person.success) throw new SocialTokenRejected('Facebook profile could not be read');
      const userId = checked.data.data.user_id;
      if (userId && userId !== person.data.id) throw new SocialTokenRejected('Facebook token and profile disagree');
      // Facebook only hands out email addresses its users have confirmed.
      return { subject: person.data.id, name: person.data.name ?? null, email: person.data.email ?? null, emailVerified: Boolean(person.data.email) };
    },
  };
}

export type FacebookClient = ReturnType<typeof createFacebookClient>;
