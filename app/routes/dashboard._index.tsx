import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { servicesContext } from '#app/context.ts';
import { CustomerInfoCard } from '#app/components/dashboard/CustomerInfoCard.tsx';
import { EmptyPanel } from '#app/components/dashboard/EmptyPanel.tsx';
import { dashboardMeta } from '#app/components/dashboard/meta.ts';
import { OrderList } from '#app/components/dashboard/OrderList.tsx';
import { RecentNotifications } from '#app/components/dashboard/RecentNotifications.tsx';
import { SectionHeading } from '#app/components/dashboard/SectionHeading.tsx';
import { SummaryCards } from '#app/components/dashboard/SummaryCards.tsx';
import { requireSignedIn } from '#app/lib/auth/session.server.ts';
import { loadSummary } from '#app/lib/dashboard/summary.server.ts';
import { loadNotificationList } from '#app/lib/notifications/list.server.ts';
import type { Route } from './+types/dashboard._index';
import { dashboardStrings } from '#app/strings/dashboard.ts';

const RECENT_NOTIFICATIONS = 5;

export async function loader({ context, request, url }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { customer } = await requireSignedIn(services, { request, url });
  const [summary, notifications] = await Promise.all([loadSummary(services, customer), loadNotificationList(services, customer.id)]);
  // The summary lists only the customer's own notifications; the shop-wide ones count as unread too, so show both.
  const recentNotifications = notifications ? notifications.items.slice(0, RECENT_NOTIFICATIONS) : summary.recentNotifications;
  return { summary, recentNotifications };
}

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return dashboardMeta(dashboardStrings.nav.overview, matches);
}

/** /dashboard: the summary, recent orders and notifications, and the customer's details. */
export default function DashboardOverview({ loaderData }: Route.ComponentProps) {
  const { summary, recentNotifications } = loaderData;
  const copy = dashboardStrings.overview;
  return (
    <div className="space-y-6">
      <SectionHeading title={copy.heading} />
      {summary.failed ? (
        <p role="status" className="rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {copy.summaryFailed}
        </p>
      ) : null}
      <SummaryCards figures={summary} />
      <section aria-labelledby="recent-orders-heading">
        <div className="mb-3 flex items-center justify-between gap-3">
          <h2 id="recent-orders-heading" className="text-lg font-semibold text-slate-900">
            {copy.recentOrders}
          </h2>
          {summary.recentOrders.length > 0 ? (
            <Link to="/dashboard/orders" className="text-sm font-semibold text-brand-700 hover:underline">
              {copy.viewAllOrders}
            </Link>
          ) : null}
        </div>
        {summary.recentOrders.length > 0 ? (
          <OrderList orders={summary.recentOrders} label={copy.recentOrders} />
        ) : (
          <EmptyPanel icon={ShoppingBag} title={copy.noRecentOrders} action={{ to: '/shop', label: dashboardStrings.orders.startShopping }} />
        )}
      </section>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <RecentNotifications items={recentNotifications} />
        <CustomerInfoCard customer={summary.customerInfo} />
      </div>
    </div>
  );
}
