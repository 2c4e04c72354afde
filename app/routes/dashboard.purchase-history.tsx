import { ClipboardList } from 'lucide-react';
import { servicesContext } from '#app/context.ts';
import { EmptyPanel } from '#app/components/dashboard/EmptyPanel.tsx';
import { dashboardMeta } from '#app/components/dashboard/meta.ts';
import { PurchaseList } from '#app/components/dashboard/PurchaseList.tsx';
import { SectionHeading } from '#app/components/dashboard/SectionHeading.tsx';
import { PagedList } from '#app/components/dashboard/PagedList.tsx';
import { requireSignedIn } from '#app/lib/auth/session.server.ts';
import { loadListPage } from '#app/lib/dashboard/paged.server.ts';
import type { Route } from './+types/dashboard.purchase-history';
import { dashboardStrings } from '#app/strings/dashboard.ts';

export async function loader({ context, request, url }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { customer } = await requireSignedIn(services, { request, url });
  const result = await loadListPage(url, (query) => services.account.purchaseHistory(customer.id, query), dashboardStrings.errors.orders);
  return { result };
}

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return dashboardMeta(dashboardStrings.nav.purchaseHistory, matches);
}

/** /dashboard/purchase-history: every product line of the orders the customer really bought. */
export default function DashboardPurchaseHistory({ loaderData }: Route.ComponentProps) {
  const { result } = loaderData;
  const copy = dashboardStrings.purchaseHistory;
  return (
    <div>
      <SectionHeading title={copy.heading} />
      <PagedList
        result={result}
        empty={
          <EmptyPanel icon={ClipboardList} title={copy.empty} hint={copy.emptyHint} action={{ to: '/shop', label: dashboardStrings.orders.startShopping }} />
        }
      >
        {(purchases) => <PurchaseList purchases={purchases} />}
      </PagedList>
    </div>
  );
}
