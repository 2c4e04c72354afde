import { pageMeta, shellFromMatches } from '#app/lib/seo.ts';
import { fill, strings } from '#app/strings/index.ts';
import { paymentStrings } from '#app/strings/payment.ts';

type Matches = Parameters<typeof pageMeta>[1];

/** Result and test pages belong to one shopper's payment: titled, never indexed, never cached. */
export function paymentMeta(title: string, path: string, matches: Matches) {
  const shopName = shellFromMatches(matches)?.settings.shop_name ?? strings.common.shopName;
  return pageMeta({ title: fill(paymentStrings.metaTitle, { title, shopName }), description: title, path, noindex: true }, matches);
}

export const paymentHeaders = () => ({ 'Cache-Control': 'no-store' });
