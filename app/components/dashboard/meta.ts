import type { MetaDescriptor } from 'react-router';
import { shellFromMatches } from '#app/lib/seo.ts';
import { fill, strings } from '#app/strings/index.ts';
import { dashboardStrings } from '#app/strings/dashboard.ts';

/** A dashboard page's title ("Orders | My Account | Dokan"); personal pages stay out of search engines. */
export function dashboardMeta(page: string, matches: Parameters<typeof shellFromMatches>[0]): MetaDescriptor[] {
  const shopName = shellFromMatches(matches)?.settings.shop_name ?? strings.common.shopName;
  return [{ title: fill(dashboardStrings.metaTitle, { page, shopName }) }, { name: 'robots', content: 'noindex, nofollow' }];
}
