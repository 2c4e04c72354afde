import { useRouteLoaderData } from 'react-router';
import type { ShellData } from '#app/lib/shell-data.ts';
import { fill, strings } from '#app/strings/index.ts';

/**
 * Title and noindex for error pages. The root error boundary renders in place of the failed
 * route, whose `meta` then never runs; React puts these tags into the document head.
 */
export function ErrorPageTitle({ title }: { title: string }) {
  const shopName = useRouteLoaderData<ShellData>('root')?.settings.shop_name ?? strings.common.shopName;
  return (
    <>
      <title>{fill(strings.common.errorPageTitle, { title, shopName })}</title>
      <meta name="robots" content="noindex" />
    </>
  );
}
