import { Form, Link } from 'react-router';
import { servicesContext } from '#app/context.ts';
import { Badge } from '#app/components/ui/Badge.tsx';
import { Button, ButtonLink } from '#app/components/ui/Button.tsx';
import { Field, Input } from '#app/components/ui/Field.tsx';
import { Table, tableCell } from '#app/components/ui/Table.tsx';
import { customerListQuery, requireCustomerStaff } from '#app/lib/admin/customers.server.ts';
import { adminMeta } from '#app/lib/admin/meta.ts';
import { SPENT_RULE } from '#domain/customers.ts';
import { formatDateTime } from '#domain/dates.ts';
import { formatTaka } from '#domain/money.ts';
import type { Route } from './+types/admin.customers._index';

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await requireCustomerStaff(services, request);
  const query = customerListQuery(new URL(request.url).searchParams);
  return { query, ...(await services.adminCustomers.list(query)) };
}

export const meta: Route.MetaFunction = () => adminMeta('Customers');

type Row = Route.ComponentProps['loaderData']['customers'][number];

const hrefWith = (q: string | undefined, cursor?: string) => {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (cursor) params.set('cursor', cursor);
  return `/admin/customers?${params.toString()}`;
};

function CustomerLink({ row }: { row: Row }) {
  return (
    <Link to={`/admin/customers/${row.id}`} className="font-semibold text-brand-700 hover:underline">
      {row.full_name}
    </Link>
  );
}

const Blocked = ({ row }: { row: Row }) => (row.blocked_at ? <Badge tone="danger">Blocked</Badge> : null);

/** The customer desk's list: search by name, email or mobile number, newest account first. */
export default function AdminCustomers({ loaderData }: Route.ComponentProps) {
  const { query, customers, next_cursor } = loaderData;
  return (
    <main className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">Customers</h1>
        <p className="mt-1 text-sm text-slate-700">Newest account first. Spent: {SPENT_RULE.toLowerCase()}.</p>
      </div>
      <Form method="get" className="flex flex-wrap items-end gap-3">
        <div className="w-full sm:w-80">
          <Field label="Name, email or mobile number">
            {(control) => <Input {...control} type="search" name="q" defaultValue={query.q ?? ''} className="w-full" />}
          </Field>
        </div>
        <Button type="submit" variant="secondary">
          Search
        </Button>
        {query.q ? (
          <Link to="/admin/customers" className="text-sm text-brand-700 hover:underline">
            Clear
          </Link>
        ) : null}
      </Form>
      {customers.length === 0 ? (
        <p className="text-slate-700">No customers {query.q ? 'match this search' : 'yet'}.</p>
      ) : (
        <>
          <div className="hidden md:block">
            <Table
              caption="Customers"
              minWidthClassName="min-w-[48rem]"
              head={
                <>
                  {['Name', 'Email', 'Mobile', 'Joined'].map((label) => (
                    <th key={label} scope="col" className={tableCell.columnHeader}>
                      {label}
                    </th>
                  ))}
                  <th scope="col" className={`${tableCell.columnHeader} text-right`}>
                    Orders
                  </th>
                  <th scope="col" className={`${tableCell.columnHeader} text-right`}>
                    Spent
                  </th>
                </>
              }
            >
              {customers.map((row) => (
                <tr key={row.id}>
                  <th scope="row" className={tableCell.rowHeader}>
                    <span className="flex flex-wrap items-center gap-2">
                      <CustomerLink row={row} />
                      <Blocked row={row} />
                    </span>
                  </th>
                  <td className={tableCell.data}>{row.email ?? '—'}</td>
                  <td className={tableCell.data}>{row.phone ?? '—'}</td>
                  <td className={tableCell.data}>{formatDateTime(row.created_at)}</td>
                  <td className={`${tableCell.data} text-right`}>{row.order_count}</td>
                  <td className={`${tableCell.data} text-right font-semibold text-slate-900`}>{formatTaka(row.total_spent)}</td>
                </tr>
              ))}
            </Table>
          </div>
          <ul className="space-y-3 md:hidden" aria-label="Customers">
            {customers.map((row) => (
              <li key={row.id} className="rounded-lg border border-slate-200 bg-white p-4">
                <div className="flex items-start justify-between gap-2">
                  <CustomerLink row={row} />
                  <Blocked row={row} />
                </div>
                <p className="mt-1 break-all text-sm text-slate-700">{[row.phone, row.email].filter(Boolean).join(' · ')}</p>
                <p className="text-sm text-slate-600">
                  {row.order_count} orders · {formatTaka(row.total_spent)} spent
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
      {query.cursor || next_cursor ? (
        <nav aria-label="Pages" className="flex flex-wrap justify-between gap-3">
          {query.cursor ? (
            <ButtonLink to={hrefWith(query.q)} variant="neutral">
              Newest customers
            </ButtonLink>
          ) : (
            <span />
          )}
          {next_cursor ? (
            <ButtonLink to={hrefWith(query.q, next_cursor)} variant="neutral">
              Older customers
            </ButtonLink>
          ) : null}
        </nav>
      ) : null}
    </main>
  );
}

export { AccessDeniedBoundary as ErrorBoundary } from '#app/components/account/AccessDeniedBoundary.tsx';
