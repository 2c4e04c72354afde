import type { MetaDescriptor } from 'react-router';
import { pageMeta, shellFromMatches } from '#app/lib/seo.ts';
import { fill, strings } from '#app/strings/index.ts';
import { accountStrings } from '#app/strings/account.ts';

interface MatchWithData {
  id: string;
  loaderData?: unknown;
}

/** Title, description and canonical for a sign-in page; steps inside a flow (reset, callback) ask not to be indexed. */
export function authPageMeta(
  page: { title: string; description: string; path: string; noindex?: boolean },
  matches: readonly (MatchWithData | undefined)[],
): MetaDescriptor[] {
  const shopName = shellFromMatches(matches)?.settings.shop_name ?? strings.common.shopName;
  return pageMeta(
    { title: fill(accountStrings.metaTitle, { page: page.title, shopName }), description: page.description, path: page.path, noindex: page.noindex ?? false },
    matches,
  );
}
