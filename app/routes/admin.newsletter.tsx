import { Download } from 'lucide-react';
import { Form, Link } from 'react-router';
import { servicesContext } from '#app/context.ts';
import { Badge } from '#app/components/ui/Badge.tsx';
import { Button, buttonClassName } from '#app/components/ui/Button.tsx';
import { Field, Input } from '#app/components/ui/Field.tsx';
import { Pagination } from '#app/components/ui/Pagination.tsx';
import { Table, tableCell } from '#app/components/ui/Table.tsx';
import { adminMeta } from '#app/lib/admin/meta.ts';
import { requireStaffPage } from '#app/lib/admin/staff-session.server.ts';
import { formatDateTime } from '#domain/dates.ts';
import { subscriberQuery } from '#server/modules/admin-content/schemas.ts';
import type { Route } from './+types/admin.newsletter';

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await requireStaffPage(services, request, 'content');
  const params = Object.fromEntries(new URL(request.url).searchParams);
  // A hand-typed address with a bad page number shows the first page rather than an error.
  const parsed = subscriberQuery.safeParse(params);
  const query = parsed.success ? parsed.data : subscriberQuery.parse({ search: params.search?.slice(0, 200) });
  return { query, ...(await services.adminNewsletter.list(query)) };
}

export const meta: Route.MetaFunction = () => adminMeta('Newsletter');

const TOPICS = { special_offers: 'Offers', coupons: 'Coupons', product_updates: 'Product updates', new_arrivals: 'New arrivals' } as const;

/** Who subscribed to the newsletter, newest first; visitors subscribe and unsubscribe themselves, so the list is read-only. */
export default function AdminNewsletter({ loaderData }: Route.ComponentProps) {
  const { query, data: subscribers, total, current_page, last_page } = loaderData;
  const exportHref = `/api/admin/newsletter-subscribers/export.csv${query.search ? `?${new URLSearchParams({ search: query.search })}` : ''}`;
  return (
    <main className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">Newsletter</h1>
          <p className="mt-1 text-sm text-slate-700">Everyone who subscribed in the shop, newest first. Unsubscribed addresses stay listed, marked so.</p>
        </div>
        <a href={exportHref} download className={buttonClassName({ variant: 'secondary' })}>
          <Download aria-hidden="true" className="size-4" />
          Export CSV
        </a>
      </div>
      <Form method="get" className="flex flex-wrap items-end gap-3">
        <Field label="Email contains">
          {(control) => <Input {...control} type="search" name="search" defaultValue={query.search ?? ''} className="w-64" />}
        </Field>
        <Button type="submit" variant="secondary">
          Search
        </Button>
        {query.search ? (
          <Link to="/admin/newsletter" className="py-2 text-sm text-brand-700 hover:underline">
            Show all
          </Link>
        ) : null}
      </Form>
      <p className="text-sm text-slate-700" aria-live="polite">
        {total === 1 ? '1 subscriber' : `${total.toLocaleString('en-US')} subscribers`}
      </p>
      {subscribers.length > 0 ? (
        <Table
          caption="Newsletter subscribers"
          minWidthClassName="min-w-[44rem]"
          head={['Email', 'Status', 'Topics', 'Source', 'Subscribed'].map((title) => (
            <th key={title} scope="col" className={tableCell.columnHeader}>
              {title}
            </th>
          ))}
        >
          {subscribers.map((subscriber) => (
            <tr key={subscriber.id}>
              <th scope="row" className={`${tableCell.rowHeader} break-all`}>
                {subscriber.email}
              </th>
              <td className={tableCell.data}>
                {subscriber.unsubscribed_at ? (
                  <span className="flex flex-col gap-1">
                    <Badge tone="neutral">Unsubscribed</Badge>
                    <span className="text-xs text-slate-600">{formatDateTime(subscriber.unsubscribed_at)}</span>
                  </span>
                ) : (
                  <Badge tone="success">Subscribed</Badge>
                )}
              </td>
              <td className={tableCell.data}>
                {(Object.keys(TOPICS) as (keyof typeof TOPICS)[])
                  .filter((topic) => subscriber.preferences[topic])
                  .map((topic) => TOPICS[topic])
                  .join(', ') || '—'}
              </td>
              <td className={tableCell.data}>{subscriber.source ?? '—'}</td>
              <td className={tableCell.data}>
                <time dateTime={subscriber.subscribed_at}>{formatDateTime(subscriber.subscribed_at)}</time>
              </td>
            </tr>
          ))}
        </Table>
      ) : (
        <p className="text-slate-700">{query.search ? 'No subscriber’s email contains this.' : 'Nobody has subscribed yet.'}</p>
      )}
      <Pagination page={current_page} lastPage={last_page} />
    </main>
  );
}

export { AccessDeniedBoundary as ErrorBoundary } from '#app/components/account/AccessDeniedBoundary.tsx';
