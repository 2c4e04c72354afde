import { PackageOpen } from 'lucide-react';
import { servicesContext } from '#app/context.ts';
import { EmptyPanel } from '#app/components/dashboard/EmptyPanel.tsx';
import { dashboardMeta } from '#app/components/dashboard/meta.ts';
import { OrderList } from '#app/components/dashboard/OrderList.tsx';
import { OrderStatusFilter } from '#app/components/dashboard/OrderStatusFilter.tsx';
import { SectionHeading } from '#app/components/dashboard/SectionHeading.tsx';
import { PagedList } from '#app/components/dashboard/PagedList.tsx';
import { requireSignedIn } from '#app/lib/auth/session.server.ts';
import { statusFromUrl } from '#app/lib/dashboard/page-params.ts';
import { loadListPage } from '#app/lib/dashboard/paged.server.ts';
import { plural } from '#app/strings/index.ts';
import type { Route } from './+types/dashboard.orders';
import { dashboardStrings } from '#app/strings/dashboard.ts';

export async function loader({ context, request, url }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { customer } = await requireSignedIn(services, { request, url });
  const status = statusFromUrl(url);
  const result = await loadListPage(url, (query) => services.account.orders(customer.id, { ...query, status }), dashboardStrings.errors.orders);
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
      <PagedList
        result={result}
        empty={
          status ? (
            <EmptyPanel icon={PackageOpen} title={copy.emptyFiltered} action={{ to: '/dashboard/orders', label: copy.showAll }} />
          ) : (
            <EmptyPanel icon={PackageOpen} title={copy.empty} hint={copy.emptyHint} action={{ to: '/shop', label: copy.startShopping }} />
          )
        }
      >
        {(orders, total) => (
          <>
            <p className="mb-3 text-sm text-slate-600">{plural(copy.count, total)}</p>
            <OrderList orders={orders} label={copy.tableCaption} />
          </>
        )}
      </PagedList>
    </div>
  );
}
