import { servicesContext } from '#app/context.ts';
import { dashboardMeta } from '#app/components/dashboard/meta.ts';
import { NotificationsPage } from '#app/components/notifications/NotificationsPage.tsx';
import { requireSignedIn } from '#app/lib/auth/session.server.ts';
import { loadNotificationList } from '#app/lib/notifications/list.server.ts';
import type { Route } from './+types/dashboard.notifications';
import { dashboardStrings } from '#app/strings/dashboard.ts';

export async function loader({ context, request, url }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { customer } = await requireSignedIn(services, { request, url });
  return { customerId: customer.id, initial: await loadNotificationList(services, customer.id) };
}

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return dashboardMeta(dashboardStrings.nav.notifications, matches);
}

/** /dashboard/notifications: the same list, states and actions as /notifications, inside the dashboard. */
export default function DashboardNotifications({ loaderData }: Route.ComponentProps) {
  return <NotificationsPage key={loaderData.customerId} viewer={{ kind: 'customer', id: loaderData.customerId }} initial={loaderData.initial} />;
}
