import { servicesContext } from '#app/context.ts';
import { NotificationsPage } from '#app/components/notifications/NotificationsPage.tsx';
import { signedIn } from '#app/lib/auth/session.server.ts';
import { loadNotificationList } from '#app/lib/notifications/list.server.ts';
import { useViewer } from '#app/lib/notifications/use-viewer.ts';
import { pageMeta, shellFromMatches } from '#app/lib/seo.ts';
import { fill, strings } from '#app/strings/index.ts';
import { notificationStrings } from '#app/strings/notifications.ts';
import type { Route } from './+types/notifications';

export async function loader({ context, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const session = await signedIn(services, request).catch(() => null);
  return { initial: await loadNotificationList(services, session?.customer.id ?? null) };
}

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const shopName = shellFromMatches(matches)?.settings.shop_name ?? strings.common.shopName;
  const copy = notificationStrings;
  return pageMeta(
    { title: fill(copy.metaTitle, { shopName }), description: fill(copy.metaDescription, { shopName }), path: '/notifications', noindex: true },
    matches,
  );
}

/** A public page; guests see the shop's public notifications, customers theirs as well. */
export default function NotificationsRoute({ loaderData }: Route.ComponentProps) {
  const viewer = useViewer();
  return (
    <main className="mx-auto max-w-3xl px-4 pb-16 pt-6">
      <NotificationsPage key={viewer.kind === 'customer' ? viewer.id : 'guest'} viewer={viewer} initial={loaderData.initial} />
    </main>
  );
}
