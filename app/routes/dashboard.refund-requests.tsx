import { RotateCcw } from 'lucide-react';
import { servicesContext } from '#app/context.ts';
import { EmptyPanel } from '#app/components/dashboard/EmptyPanel.tsx';
import { LoadFailed } from '#app/components/dashboard/LoadFailed.tsx';
import { dashboardMeta } from '#app/components/dashboard/meta.ts';
import { RefundRequestList } from '#app/components/dashboard/RefundRequestList.tsx';
import { SectionHeading } from '#app/components/dashboard/SectionHeading.tsx';
import { Pagination } from '#app/components/ui/Pagination.tsx';
import { requireSignedIn } from '#app/lib/auth/session.server.ts';
import { DASHBOARD_PAGE_SIZE, pageFromUrl } from '#app/lib/dashboard/page-params.ts';
import { loadList, redirectPastEnd } from '#app/lib/dashboard/paged.server.ts';
import type { Route } from './+types/dashboard.refund-requests';
import { dashboardStrings } from '#app/strings/dashboard.ts';

export async function loader({ context, request, url }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { customer } = await requireSignedIn(services, { request, url });
  const query = { page: pageFromUrl(url), per_page: DASHBOARD_PAGE_SIZE };
  const result = await loadList(() => services.account.refundRequests(customer.id, query), dashboardStrings.errors.refundRequests);
  redirectPastEnd(url, result);
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
      {!result.ok ? (
        <LoadFailed message={result.message} />
      ) : result.page.data.length === 0 ? (
        <EmptyPanel icon={RotateCcw} title={copy.empty} hint={copy.emptyHint} action={{ to: '/dashboard/orders', label: dashboardStrings.nav.orders }} />
      ) : (
        <>
          <RefundRequestList refunds={result.page.data} />
          <Pagination page={result.page.current_page} lastPage={result.page.last_page} />
        </>
      )}
    </div>
  );
}
