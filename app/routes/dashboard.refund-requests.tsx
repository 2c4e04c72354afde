import { RotateCcw } from 'lucide-react';
import { servicesContext } from '#app/context.ts';
import { EmptyPanel } from '#app/components/dashboard/EmptyPanel.tsx';
import { dashboardMeta } from '#app/components/dashboard/meta.ts';
import { RefundRequestList } from '#app/components/dashboard/RefundRequestList.tsx';
import { SectionHeading } from '#app/components/dashboard/SectionHeading.tsx';
import { PagedList } from '#app/components/dashboard/PagedList.tsx';
import { requireSignedIn } from '#app/lib/auth/session.server.ts';
import { loadListPage } from '#app/lib/dashboard/paged.server.ts';
import type { Route } from './+types/dashboard.refund-requests';
import { dashboardStrings } from '#app/strings/dashboard.ts';

export async function loader({ context, request, url }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { customer } = await requireSignedIn(services, { request, url });
  const result = await loadListPage(url, (query) => services.account.refundRequests(customer.id, query), dashboardStrings.errors.refundRequests);
  return { result };
}

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return dashboardMeta(dashboardStrings.nav.refundRequests, matches);
}

/** /dashboard/refund-requests: the customer's refund requests, newest first, ten a page. */
export default function DashboardRefundRequests({ loaderData }: Route.ComponentProps) {
  const { result } = loaderData;
  const copy = dashboardStrings.refunds;
  return (
    <div>
      <SectionHeading title={copy.heading} />
      <PagedList
        result={result}
        empty={
          <EmptyPanel icon={RotateCcw} title={copy.empty} hint={copy.emptyHint} action={{ to: '/dashboard/orders', label: dashboardStrings.nav.orders }} />
        }
      >
        {(refunds) => <RefundRequestList refunds={refunds} />}
      </PagedList>
    </div>
  );
}
