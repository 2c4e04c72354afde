import { data } from 'react-router';
import { fill, strings } from '#app/strings/index.ts';
import type { Route } from './+types/not-found';

export function loader() {
  throw data(null, { status: 404 });
}

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const shopName = matches[0]?.loaderData?.settings.shop_name ?? strings.common.shopName;
  return [{ title: fill(strings.common.notFound.pageTitle, { shopName }) }, { name: 'robots', content: 'noindex' }];
}

/** Never rendered: the loader always throws, and the root error boundary shows the 404 page. */
export default function NotFound() {
  return null;
}
