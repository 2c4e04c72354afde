import { PackageOpen } from 'lucide-react';
import { servicesContext } from '#app/context.ts';
import { EmptyPanel } from '#app/components/dashboard/EmptyPanel.tsx';
import { LoadFailed } from '#app/components/dashboard/LoadFailed.tsx';
import { dashboardMeta } from '#app/components/dashboard/meta.ts';
import { OrderList } from '#app/components/dashboard/OrderList.tsx';
import { OrderStatusFilter } from '#app/components/dashboard/OrderStatusFilter.tsx';
import { SectionHeading } from '#app/components/dashboard/SectionHeading.tsx';
import { Pagination } from '#app/components/ui/Pagination.tsx';
import { requireSignedIn } from '#app/lib/auth/session.server.ts';
import { DASHBOARD_PAGE_SIZE, pageFromUrl, statusFromUrl } from '#app/lib/dashboard/page-params.ts';
import { loadList, redirectPastEnd } from '#app/lib/dashboard/paged.server.ts';
import { plural } from '#app/strings/index.ts';
import type { Route } from './+types/dashboard.orders';
import { dashboardStrings } from '#app/strings/dashboard.ts';

export async function loader({ context, request, url }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { customer } = await requireSignedIn(services, { request, url });
  const status = statusFromUrl(url);
  const query = { page: pageFromUrl(url), per_page: DASHBOARD_PAGE_SIZE, status };
  const result = await loadList(() => services.account.orders(customer.id, query), dashboardStrings.errors.orders);
  redirectPastEnd(url, result);
  return { status: status ?? null, result };
}

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return dashboardMeta(dashboardStrings.nav.orders, matches);
}

/** /dashboard/orders: the customer's orders, ten a page, filtered by status, each linking to its detail. */
export default function DashboardOrders({ loaderData }: Route.ComponentProps) {
  const { result, status } = loaderData;
  const copy = dashboardStrings.orders;
  return (
    <div>
      <SectionHeading title={copy.heading}>
        <OrderStatusFilter status={status ?? undefined} />
      </SectionHeading>
      {!result.ok ? (
        <LoadFailed message={result.message} />
      ) : result.page.data.length === 0 ? (
        status ? (
          <EmptyPanel icon={PackageOpen} title={copy.emptyFiltered} action={{ to: '/dashboard/orders', label: copy.showAll }} />
        ) : (
          <EmptyPanel icon={PackageOpen} title={copy.empty} hint={copy.emptyHint} action={{ to: '/shop', label: copy.startShopping }} />
        )
      ) : (
        <>
          <p className="mb-3 text-sm text-slate-600">{plural(copy.count, result.page.total)}</p>
          <OrderList orders={result.page.data} label={copy.tableCaption} />
          <Pagination page={result.page.current_page} lastPage={result.page.last_page} />
        </>
      )}
    </div>
  );
}
